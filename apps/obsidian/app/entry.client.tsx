import '@dating/site/entry.client';
