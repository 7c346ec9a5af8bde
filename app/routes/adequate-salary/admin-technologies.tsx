import { Search } from 'lucide-react';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { MAX_TECHNOLOGY_BONUS, technologyCategories } from '../../../contracts/questionnaire-values.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Select, type SelectOption } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { AdminPageHeader } from '../../features/admin/admin-page.tsx';
import { DataTable, tdClass } from '../../features/admin/data-table.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { routeMeta } from '../../seo/meta.ts';
import type { action, loader } from './admin-technologies.server.ts';

export { action, loader } from './admin-technologies.server.ts';
export const meta = routeMeta;

/** The technologies' categories and bonuses in the programmer's wage formula, editable row by row. */
export default function AdminTechnologies() {
  const { rows, q, category } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation('questionnaire');
  const categoryOptions = technologyCategories.map((c) => ({
    value: c,
    label: t(`admin.technologies.categories.${c}`),
  }));
  const savingId = navigation.state === 'submitting' ? navigation.formData?.get('id') : undefined;
  const failed = actionData && !actionData.ok ? actionData.result.error : undefined;
  return (
    <div>
      <AdminPageHeader title={t('admin.technologies.title')} intro={t('admin.technologies.intro')} />

      <Form noValidate method="get" className="flex flex-wrap items-end gap-3" role="search">
        <TextField
          id="technology-filter"
          name="q"
          type="search"
          defaultValue={q}
          label={t('admin.technologies.filter')}
          className="w-full sm:w-64"
        />
        <Select
          id="technology-category-filter"
          name="category"
          defaultValue={category}
          label={t('admin.technologies.filterCategory')}
          placeholder={t('admin.technologies.allCategories')}
          options={categoryOptions}
          className="w-full sm:w-56"
        />
        <Button type="submit" variant="secondary" icon={<Search className="size-4" aria-hidden />}>
          {t('admin.technologies.apply')}
        </Button>
      </Form>

      <div className="mt-4 space-y-3" aria-live="polite">
        {actionData?.ok ? (
          <FormAlert tone="success">
            {t('admin.technologies.saved', { name: actionData.saved.name })}
          </FormAlert>
        ) : null}
        {failed ? (
          <FormAlert tone="error" title={t('common:errors.validation')}>
            {Object.values(failed)
              .flat()
              .map((m) => t(`common:${m}`))
              .join(' ')}
          </FormAlert>
        ) : null}
        <p className="text-sm text-slate-600">{t('admin.technologies.shown', { count: rows.length })}</p>
      </div>

      <div className="mt-3">
        <DataTable
          id="technologies"
          caption={t('admin.technologies.caption')}
          captionHidden
          columns={[
            ...(['name', 'category', 'bonus'] as const).map((c) => t(`admin.technologies.${c}`)),
            { label: t('admin.technologies.save'), labelHidden: true },
          ]}
        >
          <tbody>
            {rows.map((row) => (
              <TechnologyRow
                key={row.id}
                row={row}
                categoryOptions={categoryOptions}
                saving={savingId === String(row.id)}
              />
            ))}
          </tbody>
        </DataTable>
      </div>
    </div>
  );
}

/**
 * One technology with its own small form: the category and bonus controls sit in the table's cells
 * and belong to the form in the last cell by their `form` attribute.
 */
function TechnologyRow({
  row,
  categoryOptions,
  saving,
}: {
  row: { id: number; name: string; type: string; category: string; bonus: number };
  categoryOptions: readonly SelectOption[];
  saving: boolean;
}) {
  const { t } = useTranslation('questionnaire');
  const formId = `technology-${row.id}`;
  return (
    <tr className="hover:bg-slate-50">
      <th scope="row" className={`${tdClass} text-left font-medium text-ink`}>
        {row.name}
        <span className="block text-xs font-normal text-slate-600">{row.type}</span>
      </th>
      <td className={tdClass}>
        <select
          form={formId}
          name="category"
          defaultValue={row.category}
          aria-label={t('admin.technologies.categoryOf', { name: row.name })}
          className={`${controlClass} min-w-40 py-1.5`}
        >
          {categoryOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </td>
      <td className={tdClass}>
        <input
          form={formId}
          name="bonus"
          type="number"
          min={0}
          max={MAX_TECHNOLOGY_BONUS}
          step={1}
          defaultValue={row.bonus}
          aria-label={t('admin.technologies.bonusOf', { name: row.name })}
          className={`${controlClass} w-24 py-1.5`}
        />
      </td>
      <td className={tdClass}>
        <Form noValidate method="post" id={formId}>
          <input type="hidden" name="id" value={row.id} />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            pending={saving}
            aria-label={t('admin.technologies.saveOf', { name: row.name })}
          >
            {t('admin.technologies.save')}
          </Button>
        </Form>
      </td>
    </tr>
  );
}
