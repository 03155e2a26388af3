// `npm start`: the server, compiled, in this process (scripts/launch.mjs builds first in a development
// checkout when the web app or the server is missing or older than its sources).
import { launch } from './launch.mjs';

await launch('main', { withClient: true });
