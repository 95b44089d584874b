/**
 * The desk (issue 18): the queue of conversations in which a member waits for a persona, in
 * three columns (new, unanswered, stopped), oldest first, with the waiting time and who holds a
 * claim. Claiming opens the conversation; the queue updates live through the desk stream.
 */
import type { DeskClaimResponse, DeskQueueItem, DeskQueueResponse } from '@dating/contract';
import { DESK_QUEUE_CLASSES } from '@dating/contract';
import { Alert, Badge, Button, Heading, Select, Stack } from '@dating/ui-kit';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as styles from '../components/desk.css.ts';
import { useDeskLive, useRevalidateAt, waitingParts } from '../lib/desk-live.ts';
import { formErrors } from '../lib/form-errors.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { pageTitle } from '../lib/meta.ts';

export const meta = pageTitle('nav.desk');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'desk');
  const brand = new URL(request.url).searchParams.get('brand') ?? '';
  const query = brand ? `?brand=${encodeURIComponent(brand)}` : '';
  const queue = orThrow(await staffApi<DeskQueueResponse>(request, context, `/desk/queue${query}`), request);
  return { queue, brand };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireArea(request, context, 'desk');
  const form = await request.formData();
  const conversation = Number(form.get('conversation'));
  const answer = await staffApi<DeskClaimResponse>(
    request,
    context,
    `/desk/conversations/${conversation}/claim`,
    {
      method: 'POST',
      body: {},
    },
  );
  if (answer.ok) return redirect(`/desk/${conversation}`);
  if (answer.status === 401) orThrow(answer, request);
  return { conversation, errors: formErrors(answer.error) };
}

export function WaitingTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { key, values } = waitingParts(seconds);
  return <>{t(`desk.waiting.${key}`, values)}</>;
}

function QueueItem({ item, full }: { item: DeskQueueItem; full: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('conversation') === String(item.conversation);
  return (
    <li className={styles.item} data-conversation={item.conversation}>
      <div className={styles.itemHead}>
        <strong>{t('desk.memberToPersona', { member: item.member.name, persona: item.persona.name })}</strong>
        <span>
          <WaitingTime seconds={item.waiting_seconds} />
        </span>
      </div>
      <span className={styles.meta}>
        {t('desk.personaLabel', { label: item.persona.label })} · {item.brand}
      </span>
      {item.last_text ? <p className={styles.excerpt}>{item.last_text}</p> : null}
      {item.claim ? (
        item.claim.mine ? (
          <div className={styles.row}>
            <Badge tone="accent">{t('desk.claimedByYou')}</Badge>
            <a href={`/desk/${item.conversation}`}>{t('desk.open')}</a>
          </div>
        ) : (
          <Badge tone="neutral">{t('desk.claimedBy', { name: item.claim.staff_name })}</Badge>
        )
      ) : (
        <Form method="post">
          <input type="hidden" name="conversation" value={item.conversation} />
          <Button
            type="submit"
            size="small"
            disabled={busy || full}
            aria-describedby={full ? 'claim-limit' : undefined}
          >
            {t('desk.claim', { member: item.member.name })}
          </Button>
        </Form>
      )}
    </li>
  );
}

export default function Desk() {
  const { queue, brand } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const submit = useSubmit();
  useDeskLive();
  useRevalidateAt(queue.items.map((i) => i.claim?.expires_at));
  const full = queue.my_claims >= queue.max_claims;
  const refused = result?.errors.form;
  return (
    <Stack gap="large">
      <Heading level={1}>{t('desk.title')}</Heading>
      <div className={styles.toolbar}>
        <Form method="get" onChange={(event) => submit(event.currentTarget)}>
          <Select
            label={t('desk.brand')}
            name="brand"
            defaultValue={brand}
            options={[
              { value: '', label: t('desk.allBrands') },
              ...queue.brands.map((b) => ({ value: b.id, label: b.name })),
            ]}
          />
          <noscript>
            <Button type="submit" size="small" variant="soft">
              {t('desk.filter')}
            </Button>
          </noscript>
        </Form>
        <p id="claim-limit" className={styles.meta}>
          {t('desk.myClaims', { count: queue.my_claims, max: queue.max_claims })}
        </p>
      </div>
      {refused ? (
        <Alert tone="warning">
          <span role="status">{t(refused.key, refused.params)}</span>
        </Alert>
      ) : null}
      <div className={styles.columns}>
        {DESK_QUEUE_CLASSES.map((klass) => {
          const items = queue.items.filter((i) => i.class === klass);
          return (
            <section key={klass} className={styles.column} aria-labelledby={`column-${klass}`}>
              <Heading level={2} id={`column-${klass}`}>
                {t(`desk.columns.${klass}`)} ({queue.counts[klass]})
              </Heading>
              <p className={styles.meta}>{t(`desk.columnHints.${klass}`)}</p>
              {items.length === 0 ? (
                <p>{t('desk.empty')}</p>
              ) : (
                <ul className={styles.list}>
                  {items.map((item) => (
                    <QueueItem key={item.conversation} item={item} full={full} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Stack>
  );
}
