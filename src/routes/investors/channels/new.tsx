import { createFileRoute } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { BackLink } from '@/components/back-link'
import { ChannelForm } from '@/features/investors/channels/channel-form'

export const Route = createFileRoute('/investors/channels/new')({
  component: NewChannelScreen,
})

function NewChannelScreen() {
  const intl = useIntl()
  return (
    <>
      <BackLink to="/investors/channels">
        <FormattedMessage id="investor.channel.allChannels" />
      </BackLink>
      <PageHeader
        title={intl.formatMessage({ id: 'investor.channel.new.title' })}
        description={intl.formatMessage({ id: 'investor.channel.new.description' })}
      />
      <ChannelForm />
    </>
  )
}
