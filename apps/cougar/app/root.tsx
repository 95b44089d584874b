// Cougar Lounge: the shared site with this brand's theme (only its own CSS ships).
import '@dating/brand-cougar/theme';

export { default, ErrorBoundary, Layout, handle, shouldRevalidate } from '@dating/site/root';
export { loader } from '@dating/site/root.server';
