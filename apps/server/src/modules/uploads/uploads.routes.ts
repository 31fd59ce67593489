// POST master/upload-file (spec 000 §7, spec 001 §7 File upload) and GET files/<key> to read it back.
import { envelope, MASTER_MESSAGES, uploadedFile, uploadFolder } from '@staffdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { attachmentHeader, downloadName } from './file-checks';
import { assertMayUpload, FILES_PATH, openFile, saveUpload } from './uploads.service';

/** For the API docs only: the parts are read from the multipart stream, not from a parsed body. */
const uploadForm = z
  .object({
    folderName: uploadFolder,
    file: z
      .string()
      .meta({ format: 'binary', description: 'The file (images only for user, company, partners)' }),
  })
  .nullish();

/** folderName and the first `file` part, in whichever order the form sends them. */
async function readUploadForm(fastify: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(MASTER_MESSAGES.fileRequired, 'file');
  let folderName: string | undefined;
  let file: { fileName: string; buffer: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { fileName: part.filename, buffer };
      } else if (part.fieldname === 'folderName') {
        folderName = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof fastify.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, MASTER_MESSAGES.fileTooLarge);
    }
    throw err;
  }
  return { folderName, file };
}

export async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/master/upload-file',
    {
      config: { access: 'session', errorStatuses: [429] },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a file into a folder; its type is checked by content',
        consumes: ['multipart/form-data'],
        body: uploadForm,
        response: { 201: envelope(uploadedFile) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await assertMayUpload(app.deps, user.id);
      const { folderName, file } = await readUploadForm(fastify, request);
      const folder = uploadFolder.safeParse(folderName);
      if (!folder.success) throw badRequest(MASTER_MESSAGES.folderInvalid, 'folderName');
      if (!file) throw badRequest(MASTER_MESSAGES.fileRequired, 'file');
      const data = await saveUpload(app.deps, { folder: folder.data, ...file, userId: user.id });
      return reply.status(201).send({ data, message: MASTER_MESSAGES.uploaded });
    },
  );

  app.get(
    `${FILES_PATH}/*`,
    {
      config: { access: 'session' },
      schema: {
        tags: ['uploads'],
        summary:
          'Download an uploaded file by the key of its uploaded_url: for its uploader and whoever may read a record that references it',
        params: z.object({ '*': z.string().max(300) }),
        produces: ['application/octet-stream'],
        response: { 200: z.any().meta({ description: 'The file, as an attachment' }) },
      },
    },
    async (request, reply) => {
      const { row, stream } = await openFile(app.deps, currentUser(request), request.params['*']);
      return reply
        .header('Content-Type', row.mime_type)
        .header('Content-Length', row.size)
        .header('Content-Disposition', attachmentHeader(downloadName(row.original_name, row.key)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private')
        .send(stream);
    },
  );
}
