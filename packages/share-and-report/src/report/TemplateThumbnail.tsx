// A page template's thumbnail (spec 000 §9's 12 templates): the page and the boxes of its files,
// drawn from REPORT_TEMPLATES' geometry, the numbers the report lays out its pages with. Decorative:
// the radio's label names the template.
import type { ReportTemplate } from '@vitrine/core/report';
import { templateThumbnail } from './domain';

export function TemplateThumbnail({ template }: { template: ReportTemplate }) {
  const { width, height, rects } = templateThumbnail(template);
  return (
    <svg
      className="vt-report__thumbnail"
      viewBox={`0 0 ${width} ${height}`}
      data-orientation={template.orientation}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="vt-report__thumbnail-page" x={0} y={0} width={width} height={height} />
      {rects.map((rect, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed per template.
          key={index}
          className={`vt-report__thumbnail-${rect.kind}`}
          x={rect.x}
          y={rect.y}
          width={rect.width}
          height={rect.height}
        />
      ))}
    </svg>
  );
}
