// The libraries the app hydrates with (React's client and styled-components), evaluated on their own: main.ts.
import 'react-dom/client';
import 'styled-components';
