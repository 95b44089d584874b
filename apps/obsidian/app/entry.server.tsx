export { default, streamTimeout } from '@dating/site/entry.server';
