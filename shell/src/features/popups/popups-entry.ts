// The popups' chunk, which public/boot-watch.js imports 2000 ms after the load (the build names it to the boot watch).
import { startPopups } from './popup-driver.ts';

startPopups();
