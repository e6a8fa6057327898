// Logos, favicons, images and OpenAPI files the config names that are not in the site (config/model/fileReferences.ts).
import { configCheck } from '../../checks/check';
import { fileReferenceDiagnostics } from '../model/fileReferences';

export const fileReferencesCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  rules: [
    {
      id: 'file-missing',
      severity: 'warning',
      summary: 'A file reference (logo, favicon, image, OpenAPI file) points at no file.',
      help: 'Add the file to the site folder or fix the path.',
    },
  ],
  check({ model, index, sink }) {
    fileReferenceDiagnostics(model, index, sink);
  },
});
