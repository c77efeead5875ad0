import {
  formatDateTime,
  MARKET_APPLICATION_LIMITS as L,
  MARKET_APPLICATION_TABS,
  MarketApplicationFormSchema,
  MarketApplicationState,
  type MarketApplicationAdminDetail,
  type MarketApplicationDetail,
} from '@pn/shared';
import { Form, Input, Select, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import {
  AdminEditorActions,
  AdminEditorFallback,
  AdminEditorFrame,
  adminEditorStyles,
  useEditorActions,
} from '@/components/admin/admin-editor-frame';
import { ImageUpload } from '@/components/admin/image-upload';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { parseForm, zodField } from '@/lib/form-rules';
import { useApplication } from '../api/get-application';
import { useIndustryOptions, useSceneOptions } from '../api/get-options';
import { useSaveApplication } from '../api/save-application';
import { applicationText as text } from '../text';
import styles from './application-admin.module.css';
import { ApplicationPreview } from './application-preview';
import { ApplicationStateTag } from './state-tag';

/** The form's values: the selects are empty until chosen. */
export interface ApplicationValues {
  industryId: string | undefined;
  sceneId: number | undefined;
  applicationName: string;
  logoAddress: string;
  description: string;
  enterpriseName: string;
  enterpriseLogoAddress: string;
  phoneNum: string;
  details: string;
  instructions: string;
  configuration: string;
  updateLog: string;
}

const EMPTY: ApplicationValues = {
  industryId: undefined,
  sceneId: undefined,
  applicationName: '',
  logoAddress: '',
  description: '',
  enterpriseName: '',
  enterpriseLogoAddress: '',
  phoneNum: '',
  details: '',
  instructions: '',
  configuration: '',
  updateLog: '',
};

/** The form's values of a stored application (a cleared industry or scene stays empty). */
export function valuesOf(app: MarketApplicationAdminDetail | undefined): ApplicationValues {
  if (!app) return EMPTY;
  return {
    industryId: app.industryId || undefined,
    sceneId: app.sceneId ?? undefined,
    applicationName: app.applicationName,
    logoAddress: app.logoAddress,
    description: app.description,
    enterpriseName: app.enterpriseName,
    enterpriseLogoAddress: app.enterpriseLogoAddress,
    phoneNum: app.phoneNum,
    details: app.details,
    instructions: app.instructions,
    configuration: app.configuration,
    updateLog: app.updateLog,
  };
}

const rule = (field: keyof ApplicationValues) => zodField(MarketApplicationFormSchema, field);

interface ApplicationFormProps {
  app: MarketApplicationAdminDetail | undefined;
  onClose: () => void;
  onCreated: (id: number) => void;
  /** Asks to publish the saved application (the screen confirms and returns to the list). */
  onPublish: (item: { id: number; applicationName: string }) => void;
}

function ApplicationForm({ app, onClose, onCreated, onPublish }: ApplicationFormProps) {
  const [form] = Form.useForm<ApplicationValues>();
  const [preview, setPreview] = useState<MarketApplicationDetail | null>(null);
  const save = useSaveApplication();
  const { setDirty, confirmDiscard, pending, run, reset } = useEditorActions({
    form,
    record: app,
    valuesOf,
    // Fields of tabs not yet opened are not mounted: the stored values fill them in.
    save: (values) =>
      save.mutateAsync(
        parseForm(MarketApplicationFormSchema, {
          ...(form.getFieldsValue(true) as ApplicationValues),
          ...values,
          id: app?.id ?? null,
        }),
      ),
    onCreated,
    onPublish: (saved) => onPublish({ id: saved.id, applicationName: saved.applicationName }),
    savedMessage: (saved) =>
      saved.state === MarketApplicationState.PUBLISHED ? text.savedLive : text.saved,
    publishStoredWhenClean: true,
  });
  const industries = useIndustryOptions();
  const industryId = Form.useWatch('industryId', form) ?? app?.industryId ?? undefined;
  const scenes = useSceneOptions(industryId);
  const published = app?.state === MarketApplicationState.PUBLISHED;

  // The stored scene stays selectable even when it is no longer enabled under the industry.
  const sceneOptions = useMemo(() => {
    const options = scenes.options;
    if (
      app?.sceneId &&
      app.industryId === industryId &&
      !options.some((o) => o.value === app.sceneId)
    ) {
      return [...options, { value: app.sceneId, label: app.sceneName || String(app.sceneId) }];
    }
    return options;
  }, [scenes.options, app, industryId]);

  /** The card as the portal would show the form's current values. */
  const openPreview = () => {
    const v = form.getFieldsValue(true) as ApplicationValues;
    setPreview({
      logoAddress: v.logoAddress,
      applicationName: v.applicationName.trim() || text.newTitle,
      updateTime: app?.updateTime || formatDateTime(new Date()),
      industryName: industries.options.find((o) => o.value === v.industryId)?.label ?? '',
      sceneName: sceneOptions.find((o) => o.value === v.sceneId)?.label ?? '',
      description: v.description.trim(),
      enterpriseLogoAddress: v.enterpriseLogoAddress,
      enterpriseName: v.enterpriseName.trim(),
      phoneNum: v.phoneNum.trim(),
      details: v.details,
      instructions: v.instructions,
      configuration: v.configuration,
      updateLog: v.updateLog,
    });
  };

  return (
    <AdminEditorFrame
      title={app ? text.editTitle : text.newTitle}
      tag={app ? <ApplicationStateTag state={app.state} /> : null}
      meta={
        app ? (
          <>
            {app.publishTime ? <span>{text.publishInfo(app.publishTime)}</span> : null}
            <span>{text.updateInfo(app.updateTime)}</span>
          </>
        ) : null
      }
      onBack={() => confirmDiscard(onClose)}
      after={<ApplicationPreview detail={preview} onClose={() => setPreview(null)} />}
    >
      <Form<ApplicationValues>
        name="application"
        form={form}
        layout="vertical"
        className={adminEditorStyles.form}
        initialValues={valuesOf(app)}
        onValuesChange={(changed: Partial<ApplicationValues>) => {
          setDirty(true);
          // Scenes belong to an industry: another industry needs another scene.
          if ('industryId' in changed) form.setFieldValue('sceneId', undefined);
        }}
      >
        <h2 className={styles.section}>{text.sectionBasic}</h2>
        <Form.Item name="applicationName" label={text.fieldName} {...rule('applicationName')}>
          <Input placeholder={text.fieldNamePlaceholder} maxLength={L.applicationName} showCount />
        </Form.Item>
        <Form.Item name="logoAddress" label={text.fieldLogo} {...rule('logoAddress')}>
          <ImageUpload alt={text.fieldLogo} hint={text.fieldLogoHint} />
        </Form.Item>
        <div className={styles.row}>
          <Form.Item name="industryId" label={text.fieldIndustry} {...rule('industryId')}>
            <Select
              placeholder={text.fieldIndustryPlaceholder}
              options={industries.options}
              loading={industries.loading}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="sceneId" label={text.fieldScene} {...rule('sceneId')}>
            <Select
              placeholder={text.fieldScenePlaceholder}
              options={sceneOptions}
              loading={scenes.loading}
              disabled={!industryId}
              notFoundContent={industryId ? text.fieldSceneEmpty : undefined}
            />
          </Form.Item>
        </div>
        <Form.Item name="description" label={text.fieldDescription} {...rule('description')}>
          <Input.TextArea
            placeholder={text.fieldDescriptionPlaceholder}
            maxLength={L.description}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>

        <h2 className={styles.section}>{text.sectionEnterprise}</h2>
        <div className={styles.row}>
          <Form.Item
            name="enterpriseName"
            label={text.fieldEnterpriseName}
            {...rule('enterpriseName')}
          >
            <Input maxLength={L.enterpriseName} showCount />
          </Form.Item>
          <Form.Item
            name="phoneNum"
            label={text.fieldPhone}
            extra={text.fieldPhoneExtra}
            {...rule('phoneNum')}
          >
            <Input placeholder={text.fieldPhonePlaceholder} maxLength={L.phoneNum} />
          </Form.Item>
        </div>
        <Form.Item
          name="enterpriseLogoAddress"
          label={text.fieldEnterpriseLogo}
          {...rule('enterpriseLogoAddress')}
        >
          <ImageUpload alt={text.fieldEnterpriseLogo} hint={text.fieldEnterpriseLogoHint} />
        </Form.Item>

        <h2 className={styles.section}>{text.sectionTabs}</h2>
        <Tabs
          items={MARKET_APPLICATION_TABS.map(({ key, label }) => ({
            key,
            label,
            forceRender: true,
            children: (
              <Form.Item name={key} {...rule(key)}>
                <RichTextEditor label={label} maxLength={L.richText} />
              </Form.Item>
            ),
          }))}
        />

        <AdminEditorActions
          published={published}
          pending={pending}
          onRun={(action) => void run(action)}
          onPreview={openPreview}
          onReset={() => confirmDiscard(reset)}
        />
      </Form>
    </AdminEditorFrame>
  );
}

interface ApplicationEditorProps extends Omit<ApplicationFormProps, 'app'> {
  edit: 'new' | number;
}

/** The editor of one application (`?edit=new` or `?edit=<id>`). */
export function ApplicationEditor({ edit, ...props }: ApplicationEditorProps) {
  const id = edit === 'new' ? undefined : edit;
  const detail = useApplication(id);
  useDocumentTitle(pageTitle(id === undefined ? text.newTitle : text.editTitle));

  if (id !== undefined && !detail.data) {
    return (
      <AdminEditorFallback
        query={detail}
        notFound={text.missing}
        loadFailed={text.loadFailed}
        onBack={props.onClose}
        skeletonRows={8}
      />
    );
  }
  return <ApplicationForm app={detail.data} {...props} />;
}
