import type { ApplicationDocument, MissingField } from '#common/applications.ts';
import { Form } from '../router-links.tsx';
import { type DocumentKind, DocumentList } from './document-list.tsx';
import { StepFields } from './wizard-page.tsx';
import type { WizardKind } from './wizard-steps.ts';

type Props = {
  kind: WizardKind;
  application: { id: number; documents: ApplicationDocument[]; documents_editable: boolean; missing: MissingField[] };
  formData: { documents: DocumentKind[]; document_rules: { types: string[]; max_bytes: number; label: string } };
  bothNext: string | null;
};

/** The documents step: each file is saved as it is chosen, so "Save and continue" only moves on. */
export function DocumentsStep({ kind, application, formData, bothNext }: Props) {
  return (
    <>
      <DocumentList
        kinds={formData.documents}
        documents={application.documents}
        rules={formData.document_rules}
        editable={application.documents_editable}
        applicationId={application.id}
      />
      <Form method="post">
        <input type="hidden" name="intent" value="continue" />
        <StepFields kind={kind} step="documents" bothNext={bothNext} locked={!application.documents_editable}>
          {null}
        </StepFields>
      </Form>
    </>
  );
}
