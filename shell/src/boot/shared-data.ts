// shared-data (the routes, the content client), evaluated on its own: main.ts.
import 'shared-data';
import 'shared-data/react';
