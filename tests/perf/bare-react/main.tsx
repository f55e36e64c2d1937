/** The smallest React 19 app, built like the storefront, as the yardstick of `npm run perf`. */
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Olá</h1>);
