import { PageHeader } from '@app/ui';
import { paths } from '@app/util-auth';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { messages } from '../messages';

/** The honest stand-in for a screen of a later issue: it says the screen is not built yet. */
export function NotBuiltPage({ title }: { title: string }) {
  const isOverview = title === messages.titles.overview;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={
          isOverview
            ? undefined
            : [{ label: messages.titles.overview, to: paths.dashboard }, { label: title }]
        }
      />
      <Alert
        severity="info"
        variant="outlined"
        icon={<ConstructionOutlined />}
        sx={{ bgcolor: 'background.paper' }}
      >
        <AlertTitle>{messages.notBuilt}</AlertTitle>
        {messages.notBuiltDetail}
      </Alert>
    </>
  );
}
