import { useSite } from '../site-context.ts';
import { ghostButton } from './buttons.tsx';
import { Icon } from './icon.tsx';

/**
 * The business address as a click-to-load map (docs/decisions.md#the-map-facade): no frame and no third-party
 * request until the visitor presses "Show map". The client bundle finds `data-map-facade`, and on
 * the button's click replaces the panel's contents with an iframe of `data-map-embed`, titled
 * `data-map-title`. Without JavaScript the button is hidden (`noscript:`) and the plain link remains.
 */
export function MapFacade() {
  const { company } = useSite().data;
  const { address, map } = company;
  const place = [address.streetAddress, address.locality, address.region, address.postcode].join(', ');
  return (
    <div data-map-facade="" className="relative isolate flex min-h-80 items-center justify-center overflow-hidden rounded-2xl bg-navy-50 p-4 ring-1 ring-navy-200 sm:aspect-[4/3] sm:min-h-0">
      <svg viewBox="0 0 640 360" width="640" height="360" aria-hidden="true" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 -z-10 h-full w-full">
        <path d="M-20 250c120-40 210 30 330-10s190-90 350-60" fill="none" stroke="#b9c8df" strokeWidth="34" strokeLinecap="round" />
        <path d="M60-10l90 380M-10 120l660 -40M420-10l-60 380M-10 320l660-90" fill="none" stroke="#ffffff" strokeWidth="10" />
        <path d="M230-10l40 380M-10 40l660 40" fill="none" stroke="#ffffff" strokeWidth="5" />
      </svg>
      <div className="flex max-w-sm flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-navy-950 text-amber-300">
          <Icon name="map-pin" className="size-6" />
        </span>
        <p className="text-lg font-semibold text-navy-950">{place}</p>
        <button type="button" data-map-embed={map.embedUrl} data-map-title={`Map showing ${place}`} className={`${ghostButton} cursor-pointer noscript:hidden`}>
          Show map
        </button>
        <p className="text-sm text-slate-600 noscript:hidden">The map loads from {map.provider} only when you ask for it.</p>
        <a href={map.linkUrl} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
          Open this address in {map.provider}
        </a>
      </div>
    </div>
  );
}
