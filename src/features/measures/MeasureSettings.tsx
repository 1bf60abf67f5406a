import { useEffect, useState } from 'react';
import type { Json } from '#/api/json.ts';
import { saveMeasureSetting } from '#/api/measures-setting.ts';
import { getMeasureSettings, type ServiceMeasureSetting } from '#/api/measures-settings.ts';
import { TableScroll } from '#/features/admin/shared.tsx';
import { MEASURE_FREQUENCIES } from '#/features/measures/schedule.ts';

type Setting = Json<ServiceMeasureSetting>;

/** What a service without a setting of its own asks for (src/features/measures/schedule.ts). */
const DEFAULT = { phq9: true, gad7: true, every: 1 };

/**
 * The admin's control of the outcome measures: per bookable service, which of PHQ-9 and GAD-7
 * its clients are asked before sessions, and how often. Shown on the Clinicians screen. Only the
 * settings are here, never a client's answers.
 */
export function MeasureSettings({ services }: { services: { value: string; label: string }[] }) {
  const [settings, setSettings] = useState<Record<string, Setting> | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'problem'; text: string } | null>(null);
  useEffect(() => {
    void getMeasureSettings().then((result) => {
      if (!result.ok) return setMessage({ tone: 'problem', text: result.error.message });
      setSettings(Object.fromEntries(result.data.settings.map((s) => [s.service, s])));
    });
  }, []);
  const of = (service: string): Setting => settings?.[service] ?? { service, ...DEFAULT };
  const change = (service: string, patch: Partial<Setting>) =>
    setSettings((all) => ({ ...all, [service]: { ...of(service), ...patch } }));

  async function save(service: string, label: string) {
    const { phq9, gad7, every } = of(service);
    const result = await saveMeasureSetting(service, { phq9, gad7, every });
    setMessage(
      result.ok
        ? { tone: 'ok', text: `Saved: ${label}.` }
        : { tone: 'problem', text: result.error.message },
    );
  }

  return (
    <section className="admin-measures" aria-labelledby="measure-settings-heading">
      <h2 id="measure-settings-heading">Outcome measures before sessions</h2>
      <p className="admin-help">
        Before a session, its client is asked to fill in these questionnaires in the 72 hours before
        it. A service not changed here asks for PHQ-9 and GAD-7 before every session.
      </p>
      <div aria-live="polite">
        {message && <p className={`admin-notice admin-notice--${message.tone}`}>{message.text}</p>}
      </div>
      {settings && (
        <TableScroll labelledBy="measure-settings-caption">
          <table className="admin-table">
            <caption id="measure-settings-caption">
              Which questionnaires each service asks for, and how often
            </caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">PHQ-9</th>
                <th scope="col">GAD-7</th>
                <th scope="col">How often</th>
                <th scope="col">
                  <span className="visually-hidden">Save</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {services.map(({ value, label }) => {
                const setting = of(value);
                return (
                  <tr key={value}>
                    <th scope="row">{label}</th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`PHQ-9 for ${label}`}
                        checked={setting.phq9}
                        onChange={(e) => change(value, { phq9: e.currentTarget.checked })}
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`GAD-7 for ${label}`}
                        checked={setting.gad7}
                        onChange={(e) => change(value, { gad7: e.currentTarget.checked })}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={`How often for ${label}`}
                        value={setting.every}
                        onChange={(e) => change(value, { every: Number(e.currentTarget.value) })}
                      >
                        {MEASURE_FREQUENCIES.map((f) => (
                          <option key={f.every} value={f.every}>
                            {f.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => void save(value, label)}
                      >
                        Save<span className="visually-hidden"> {label}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
