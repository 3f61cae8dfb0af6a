import { useId } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import type { ComparedVehicle, ComparisonCell, ComparisonGroup, ComparisonRow } from '../model/comparison';

function Cell({ cell }: { cell: ComparisonCell }) {
  return (
    <td className={cell.missing ? 'lp-compare__cell lp-compare__cell--missing' : 'lp-compare__cell'}>
      <span className="lp-compare__value">{cell.text}</span>
      {cell.lowest && (
        <Tag minimal intent="success" className="lp-compare__tag">
          Lowest
        </Tag>
      )}
      {cell.detail && <span className="lp-compare__detail">{cell.detail}</span>}
    </td>
  );
}

function Row({ row }: { row: ComparisonRow }) {
  const classes = ['lp-compare__row'];
  if (row.differs) classes.push('lp-compare__row--differs');
  if (row.chosen || row.headline) classes.push('lp-compare__row--chosen');
  return (
    <tr className={classes.join(' ')}>
      <th scope="row" className="lp-compare__label">
        <span>{row.label}</span>
        {row.chosen && <span className="lp-compare__mark"> (chosen)</span>}
        {row.differs && (
          <Tag minimal intent="warning" className="lp-compare__tag">
            Differs
          </Tag>
        )}
      </th>
      {row.cells.map((cell, i) => (
        <Cell key={i} cell={cell} />
      ))}
    </tr>
  );
}

/**
 * The shortlisted vehicles side by side: a table with a column per vehicle and a row header per
 * fact, rows whose values differ marked. On a phone it scrolls sideways one vehicle at a time.
 */
export function ShortlistComparison({
  compared,
  groups,
  onRemove,
}: {
  compared: readonly ComparedVehicle[];
  groups: readonly ComparisonGroup[];
  onRemove: (catalogVehicleId: string) => void;
}) {
  const captionId = useId();
  const hintId = useId();
  const columns = compared.length + 1;
  return (
    <div className="lp-compare">
      <p id={hintId} className="lp-compare__hint">
        {compared.length > 1 && (
          <span className="lp-compare__swipe">Swipe or scroll sideways to see each vehicle. </span>
        )}
        Rows marked ‘Differs’ are where your vehicles differ; running costs are estimates.
      </p>
      <div
        className="lp-compare__scroller"
        role="region"
        aria-labelledby={captionId}
        aria-describedby={hintId}
        tabIndex={0}
      >
        <table className="lp-compare__table" style={{ ['--lp-compare-columns' as string]: compared.length }}>
          <caption id={captionId} className="lp-compare__caption">
            <span className="lp-compare__caption-text">Your shortlisted vehicles compared</span>
          </caption>
          <thead>
            <tr>
              <td className="lp-compare__corner" />
              {compared.map(({ vehicle }) => {
                const name = `${vehicle.vehicleMake} ${vehicle.vehicleModel}`;
                return (
                  <th key={vehicle.catalogVehicleId} scope="col" className="lp-compare__vehicle">
                    <span className="lp-compare__year">{vehicle.catalogYear}</span>
                    <span className="lp-compare__name">{name}</span>
                    <span className="lp-compare__trim">{vehicle.vehicleTrim}</span>
                    <Button
                      size="small"
                      variant="outlined"
                      icon="trash"
                      text="Remove"
                      aria-label={`Remove ${name}`}
                      onClick={() => onRemove(vehicle.catalogVehicleId)}
                    />
                  </th>
                );
              })}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key}>
              <tr className="lp-compare__group">
                <th scope="colgroup" colSpan={columns}>
                  <span className="lp-compare__group-label">{group.label}</span>
                </th>
              </tr>
              {group.rows.map((row) => (
                <Row key={row.key} row={row} />
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
