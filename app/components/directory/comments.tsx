import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Alert, Anchor, Button, Group, Rating, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import type { RatingComment, RatingSummary } from '#common/directory.ts';
import { COMMENT_MAX_LENGTH } from '#common/directory-codes.ts';
import { RatingSchema } from '#common/directory-forms.ts';
import type { Flash } from '../../lib/types.ts';
import { useErrorText, useZodForm } from '../forms.tsx';
import { LightAvatar, LightGroup, LightPaper, LightProgress, LightText } from '../light.tsx';
import { Form, Link } from '../router-links.tsx';
import { OutcomeToast } from '../toast.tsx';
import { RatingStars, RatingValue } from './rating-stars.tsx';

type CommentView = RatingComment & { date_label: string };
type FormState = 'form' | 'login' | 'rated' | 'own';

export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation('directory');
  return (
    <Stack gap={6}>
      <RatingStars rating={summary.average} count={summary.count} size="md" />
      {summary.count > 0 &&
        [5, 4, 3, 2, 1].map((stars) => (
          <LightGroup key={stars} gap="xs" wrap="nowrap">
            <LightText size="xs" w={52}>
              {t('stars', { count: stars })}
            </LightText>
            <LightProgress value={((summary.distribution[String(stars)] ?? 0) / summary.count) * 100} color="saffron.6" style={{ flex: 1 }} aria-hidden />
            <LightText size="xs" w={20} ta="right">
              {summary.distribution[String(stars)] ?? 0}
            </LightText>
          </LightGroup>
        ))}
    </Stack>
  );
}

type LastAnswer = { result?: SubmissionResult | null; toast?: Flash | null };

function CommentForm({ schoolId, last }: { schoolId: number; last?: LastAnswer }) {
  const { t } = useTranslation('directory');
  const errorText = useErrorText();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(RatingSchema, last?.result, 'rating-form');
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <Stack gap="sm">
        <OutcomeToast toast={last?.toast} />
        <input type="hidden" name="school" value={schoolId} />
        <div>
          <Text size="sm" fw={500} id="rating-label">
            {t('your_rating')}
          </Text>
          <Rating name={fields.rating.name} size="lg" aria-labelledby="rating-label" defaultValue={Number(fields.rating.initialValue) || 0} />
          {fields.rating.errors && (
            <Text size="xs" c="red" role="alert">
              {errorText(fields.rating.errors)}
            </Text>
          )}
        </div>
        <Textarea
          {...getTextareaProps(fields.comment)}
          key={fields.comment.key}
          label={t('your_comment')}
          placeholder={t('comment_placeholder')}
          autosize
          minRows={3}
          maxLength={COMMENT_MAX_LENGTH}
          error={errorText(fields.comment.errors)}
        />
        <Group>
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('post_comment')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export function Comments({ schoolId, comments, state, last }: { schoolId: number; comments: CommentView[]; state: FormState; last?: LastAnswer }) {
  const { t } = useTranslation('directory');
  const location = useLocation();
  return (
    <Stack gap="md">
      {state === 'form' && <CommentForm schoolId={schoolId} last={last} />}
      {state === 'login' && (
        <Alert variant="light" color="brand">
          <Anchor component={Link} to={`/auth/login?next=${encodeURIComponent(`${location.pathname}#reviews`)}`}>
            {t('login_to_comment')}
          </Anchor>
        </Alert>
      )}
      {state === 'rated' && (
        <Alert variant="light" color="teal">
          {t('already_rated')}
        </Alert>
      )}
      {state === 'own' && (
        <Alert variant="light" color="gray">
          {t('own_school')}
        </Alert>
      )}
      {comments.length === 0 ? (
        <Text c="dimmed">{t('no_comments')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {comments.map((c) => (
            <LightPaper key={c.id} withBorder p="md" radius="md">
              <LightGroup gap="sm" mb={6} wrap="nowrap">
                <LightAvatar size="sm" radius="xl" color="brand">
                  {c.user.name.slice(0, 1)}
                </LightAvatar>
                <div style={{ minWidth: 0 }}>
                  <LightText size="sm" fw={600} truncate>
                    {c.user.name}
                  </LightText>
                  <LightText size="xs" c="dimmed">
                    {c.date_label}
                  </LightText>
                </div>
                <RatingValue value={c.rating} />
              </LightGroup>
              <LightText size="sm" style={{ whiteSpace: 'pre-line' }}>
                {c.comment}
              </LightText>
            </LightPaper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
