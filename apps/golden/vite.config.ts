import { brandViteConfig } from '@dating/site/vite';

export default brandViteConfig({ brandId: 'golden' });
