import { fileURLToPath } from 'node:url';
import { siteRoutes } from '@dating/site/routes';

export default siteRoutes(fileURLToPath(new URL('.', import.meta.url)));
