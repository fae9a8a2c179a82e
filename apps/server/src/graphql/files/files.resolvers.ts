import { Reason } from '@mingle/shared';
import type { Resolvers } from '../resolvers.generated';
import type { FileUpload } from 'graphql-upload-minimal';
import { storeImage } from '../../storage/storeImage';
import { appError } from '../../lib/errors';
import { requireViewer } from '../guards';

export const filesResolvers: Resolvers = {
  Mutation: {
    async uploadFile(_root, args: { file: Promise<FileUpload> | undefined }, ctx) {
      const viewer = requireViewer(ctx);
      const upload = await args.file;
      if (!upload || typeof upload.createReadStream !== 'function')
        throw appError(Reason.FILE_MISSING, 'file: send the file as a multipart upload', { field: 'file' });
      try {
        await ctx.services.uploads.admit(viewer.id, ctx.ip);
      } catch (err) {
        // Read and discard the refused file, so the request can be answered at once.
        upload.createReadStream().resume();
        throw err;
      }
      return storeImage(ctx.services, viewer.id, {
        stream: upload.createReadStream(),
        filename: upload.filename,
      });
    },
  },
};
