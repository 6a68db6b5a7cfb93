import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export type { Storage, StoredFile, StoredFilePage } from './types';
export type { AppFolder } from './types';
export { LIST_PAGE_MAX, UPLOADS_PREFIX, contentTypeOfKey, isAppFolder, isAppKey, isSafeKey } from './types';
export { createLocalStorage } from './local';
export { createS3Storage, s3BaseUrl } from './s3';

/** S3 when S3_BUCKET and its keys are set, otherwise files under $DATA_DIR/uploads. */
export const createStorage = (config: Pick<Config, 's3' | 'uploadsDir'>): Storage => {
  const { bucket, accessKeyId, secretAccessKey, region, endpoint } = config.s3;
  if (bucket && accessKeyId && secretAccessKey) {
    return createS3Storage({ bucket, accessKeyId, secretAccessKey, region, endpoint });
  }
  return createLocalStorage(config.uploadsDir);
};
