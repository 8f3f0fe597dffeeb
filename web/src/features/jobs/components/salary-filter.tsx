import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatInr } from '@/lib/money';
import { createDebouncer } from '../lib/debounce';
import { SALARY_SLIDER_MAX, SALARY_STEP } from '../lib/search-state';

type SalaryFilterProps = {
  minSalary: number | null;
  maxSalary: number | null;
  /** Called with the new bounds once the debounce has passed (spec §9: 500 ms, at most 1000 ms). */
  onCommit: (range: { minSalary: number | null; maxSalary: number | null }) => void;
};

const toNumber = (text: string): number | null => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null);
const clampSlider = (n: number) => Math.min(Math.max(0, n), SALARY_SLIDER_MAX);

const inputClasses =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white pl-7 pr-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20';
const thumb =
  'pointer-events-none absolute inset-x-0 top-1/2 h-2 w-full -translate-y-1/2 appearance-none bg-transparent accent-brand-700 [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-700 [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-700 [&::-webkit-slider-thumb]:shadow';

/**
 * Monthly salary (spec §2.7, §9): minimum and maximum boxes (the maximum's placeholder 'No
 * limit') and a two-thumb slider from ₹0 to ₹1,00,000+ in steps of 500; the slider's top means
 * no limit. The boxes and the slider move together at once; the URL follows after the debounce.
 * The parent remounts it (key) when the URL's bounds change from elsewhere.
 */
export function SalaryFilter({ minSalary, maxSalary, onCommit }: SalaryFilterProps) {
  const { t } = useTranslation('jobs');
  const [minText, setMinText] = useState(minSalary === null ? '' : String(minSalary));
  const [maxText, setMaxText] = useState(maxSalary === null ? '' : String(maxSalary));
  // Read only by the debounced call, after render: the latest text and the latest callback.
  const latest = useRef({ minText, maxText });
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  const debouncer = useRef<ReturnType<typeof createDebouncer> | null>(null);
  const schedule = () => {
    debouncer.current ??= createDebouncer(() => {
      const { minText: lo, maxText: hi } = latest.current;
      commit.current({ minSalary: toNumber(lo), maxSalary: toNumber(hi) });
    });
    debouncer.current.schedule();
  };
  const flush = () => debouncer.current?.flush();
  useEffect(() => () => debouncer.current?.cancel(), []);

  const minId = useId();
  const maxId = useId();
  const sliderLabelId = useId();

  const setMin = (text: string) => {
    setMinText(text);
    latest.current = { ...latest.current, minText: text };
    schedule();
  };
  const setMax = (text: string) => {
    setMaxText(text);
    latest.current = { ...latest.current, maxText: text };
    schedule();
  };

  const lo = clampSlider(toNumber(minText) ?? 0);
  const hiValue = toNumber(maxText);
  const hi = hiValue === null ? SALARY_SLIDER_MAX : clampSlider(hiValue);
  const fill = (n: number) => `${(n / SALARY_SLIDER_MAX) * 100}%`;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={minId} className="mb-1 block text-xs font-medium text-slate-600">
            {t('salaryFilter.minimum')}
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-slate-400">₹</span>
            <input
              id={minId}
              type="number"
              inputMode="numeric"
              min={0}
              step={SALARY_STEP}
              placeholder="0"
              value={minText}
              onChange={(e) => setMin(e.target.value)}
              onBlur={flush}
              className={inputClasses}
            />
          </div>
        </div>
        <div>
          <label htmlFor={maxId} className="mb-1 block text-xs font-medium text-slate-600">
            {t('salaryFilter.maximum')}
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-slate-400">₹</span>
            <input
              id={maxId}
              type="number"
              inputMode="numeric"
              min={0}
              step={SALARY_STEP}
              placeholder={t('salaryFilter.noLimit')}
              value={maxText}
              onChange={(e) => setMax(e.target.value)}
              onBlur={flush}
              className={inputClasses}
            />
          </div>
        </div>
      </div>

      <div role="group" aria-labelledby={sliderLabelId}>
        <p id={sliderLabelId} className="sr-only">
          {t('salaryFilter.range')}
        </p>
        <div className="relative h-6">
          <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" aria-hidden="true" />
          <div
            className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600"
            style={{ left: fill(lo), right: `calc(100% - ${fill(hi)})` }}
            aria-hidden="true"
          />
          <input
            type="range"
            aria-label={t('salaryFilter.minimumPerMonth')}
            aria-valuetext={formatInr(lo)}
            min={0}
            max={SALARY_SLIDER_MAX}
            step={SALARY_STEP}
            value={lo}
            onChange={(e) => {
              const n = Math.min(Number(e.target.value), hi);
              setMin(n === 0 ? '' : String(n));
            }}
            className={thumb}
          />
          <input
            type="range"
            aria-label={t('salaryFilter.maximumPerMonth')}
            aria-valuetext={
              hiValue === null ? t('salaryFilter.topNoLimit', { amount: formatInr(SALARY_SLIDER_MAX) }) : formatInr(hi)
            }
            min={0}
            max={SALARY_SLIDER_MAX}
            step={SALARY_STEP}
            value={hi}
            onChange={(e) => {
              const n = Math.max(Number(e.target.value), lo);
              setMax(n >= SALARY_SLIDER_MAX ? '' : String(n));
            }}
            className={thumb}
          />
        </div>
        <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>{formatInr(0)}</span>
          <span>{formatInr(SALARY_SLIDER_MAX)}+</span>
        </div>
      </div>
    </div>
  );
}
