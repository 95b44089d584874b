export { createLocalStore, type LocalFs } from './local-store.ts';
export {
  type PhotoStore,
  StorageUnavailableError,
  type StoredObject,
  checkKey,
  isHiddenKey,
} from './photo-store.ts';
export { createS3Client, createS3Store, type S3Settings } from './s3-store.ts';
export { PRIVATE_PHOTO_CACHE, PUBLIC_PHOTO_CACHE, servePhoto } from './serve.ts';
