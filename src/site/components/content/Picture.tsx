import { getImage, type IGatsbyImageData, type ImageDataLike } from 'gatsby-plugin-image';

interface PictureProps {
  image: ImageDataLike | null | undefined;
  alt: string;
  /** Eager for an image in the first screen, lazy (native) for the rest. */
  loading?: 'eager' | 'lazy';
  className?: string;
}

/**
 * Renders gatsby-plugin-image's processed image data (responsive sizes, WebP, width and height) as a
 * plain <picture>. GatsbyImage's own markup leaves lazy images without src until its script runs and
 * adds a presentational sizer image, which the HTML checker rejects; native lazy loading with explicit
 * width and height does the same job in valid HTML, with no layout shift and no script.
 */
/** The hint to fetch an image first, spelt in lower case: React 18 knows no `fetchPriority` prop (19 does). */
const HIGH_PRIORITY = { fetchpriority: 'high' };

export function Picture({ image, alt, loading = 'lazy', className }: PictureProps) {
  const data: IGatsbyImageData | undefined = getImage(image ?? null);
  const fallback = data?.images.fallback;
  if (!data || !fallback) return null;
  return (
    <picture className={className}>
      {(data.images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={fallback.sizes}
        width={data.width}
        height={data.height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(loading === 'eager' ? HIGH_PRIORITY : {})}
      />
    </picture>
  );
}
