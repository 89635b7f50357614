import { termsPage } from '@wattwise/domain';
import { DocumentEmbed, Page } from '@wattwise/ui';

/** The terms page: the end user licence agreement PDF, embedded, with a link to open it alone. */
export default function TermsScreen() {
  return (
    <Page title={termsPage.title}>
      <title>{`${termsPage.title} · WattWise`}</title>
      <DocumentEmbed
        title={termsPage.frameTitle}
        src={termsPage.pdfPath}
        openLabel={termsPage.openPdf}
      />
    </Page>
  );
}
