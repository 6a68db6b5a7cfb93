import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TAB_DROPDOWN_THRESHOLD } from '@core/domain/limits';
import { ChipTabs } from '@web/components/ui/ChipTabs';
import { TabsOrDropdown } from '@web/components/ui/TabsOrDropdown';
import { SHOWCASE_TAB_LABELS } from '@web/features/testPages';
import { ShowcaseSection } from './ShowcaseSection';
import { ShowcaseFrame } from './ShowcaseFrame';

const MIN_TABS = 3;
const START_TABS = 14;

/** One tab list of `count` sample tabs with its own choice, shown as tabs or as the searchable dropdown. */
const TabDemo = ({ count, testId }: { count: number; testId: string }) => {
  const { t } = useTranslation('testPages');
  const items = useMemo(
    () => SHOWCASE_TAB_LABELS.slice(0, count).map((label, i) => ({ key: `tab-${i}`, label })),
    [count],
  );
  const [chosen, setChosen] = useState('tab-0');
  const activeKey = items.some((item) => item.key === chosen) ? chosen : (items[0]?.key ?? null);
  const label = t('tabDropdownTest.listLabel');
  return (
    <div
      className="flex flex-col gap-3"
      data-testid={testId}
      data-mode={count > TAB_DROPDOWN_THRESHOLD ? 'dropdown' : 'tabs'}
    >
      <TabsOrDropdown
        items={items}
        activeKey={activeKey}
        onSelect={setChosen}
        label={label}
        testId={`${testId}-dropdown`}
      >
        <ChipTabs
          items={items}
          activeKey={activeKey}
          onSelect={setChosen}
          label={label}
          testId={`${testId}-tabs`}
        />
      </TabsOrDropdown>
      <p className="text-sm text-ink-soft" data-testid={`${testId}-choice`}>
        {t('tabDropdownTest.chosen', { label: items.find((item) => item.key === activeKey)?.label ?? '' })}
      </p>
    </div>
  );
};

const TabDropdownShowcase = () => {
  const { t } = useTranslation('testPages');
  const [count, setCount] = useState(START_TABS);
  const sliderId = useId();
  const threshold = TAB_DROPDOWN_THRESHOLD;
  return (
    <>
      <ShowcaseSection
        title={t('tabDropdownTest.live.title')}
        text={t('tabDropdownTest.live.text', { threshold })}
        testId="tab-test-live"
      >
        <div className="mb-5 flex max-w-md flex-col gap-2">
          <label htmlFor={sliderId} className="text-sm font-medium text-ink">
            {t('tabDropdownTest.live.count', { count })}
          </label>
          <input
            id={sliderId}
            type="range"
            min={MIN_TABS}
            max={SHOWCASE_TAB_LABELS.length}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            className="accent-forest-700"
            data-testid="tab-test-count"
          />
          <p className="text-sm text-ink-muted" data-testid="tab-test-mode">
            {count > threshold
              ? t('tabDropdownTest.live.dropdown', { count, threshold })
              : t('tabDropdownTest.live.tabs', { count, threshold })}
          </p>
        </div>
        <TabDemo count={count} testId="tab-test-live-demo" />
      </ShowcaseSection>

      <ShowcaseSection
        title={t('tabDropdownTest.edge.title')}
        text={t('tabDropdownTest.edge.text', { threshold })}
      >
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2">
          <div>
            <h3 className="mb-3 font-sans text-sm font-semibold text-ink">
              {t('tabDropdownTest.edge.at', { count: threshold })}
            </h3>
            <TabDemo count={threshold} testId="tab-test-at" />
          </div>
          <div>
            <h3 className="mb-3 font-sans text-sm font-semibold text-ink">
              {t('tabDropdownTest.edge.over', { count: threshold + 1 })}
            </h3>
            <TabDemo count={threshold + 1} testId="tab-test-over" />
          </div>
        </div>
      </ShowcaseSection>

      <ShowcaseSection title={t('tabDropdownTest.inApp.title')}>
        <p className="max-w-3xl text-sm text-ink-soft">
          {t('tabDropdownTest.inApp.text')}{' '}
          <Link to="/events" className="font-medium text-forest-700 underline underline-offset-2">
            {t('tabDropdownTest.inApp.link')}
          </Link>
        </p>
      </ShowcaseSection>
    </>
  );
};

/**
 * /tab-dropdown-test: spec §9's rule that a tab list over the threshold (10) becomes a searchable dropdown,
 * live with a slider, at the edge (10 and 11 tabs), and where the app uses it.
 */
export const TabDropdownTestPage = () => (
  <ShowcaseFrame screen="tabDropdownTest">
    <TabDropdownShowcase />
  </ShowcaseFrame>
);
