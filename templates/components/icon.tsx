import {
  Activity, Award, BadgeCheck, BatteryCharging, Briefcase, Building2, Cable, Calculator, Car, Check,
  ClipboardCheck, Clock, CloudLightning, Cpu, DoorOpen, Factory, FileText, Flame, FlaskConical, Gauge,
  Hammer, HardHat, House, Hospital, Landmark, Leaf, Lightbulb, Lock, Mail, Map as MapIcon, MapPin, Milk, Network, Package,
  Phone, PlugZap, Ruler, Server, Shield, ShieldCheck, ShoppingBag, ShoppingCart, Siren, Snowflake, Sprout,
  Star, Store, Sun, Thermometer, Timer, ToggleRight, Tractor, Truck, Users, Utensils, Warehouse, Wrench, Zap,
  type IconNode,
} from 'lucide';
import type { IconName } from '../../src/data/schemas/common.ts';

/** Every icon the data may name, as lucide's shapes. */
export const iconNodes: Record<IconName, IconNode> = {
  activity: Activity, award: Award, 'badge-check': BadgeCheck, 'battery-charging': BatteryCharging,
  briefcase: Briefcase, 'building-2': Building2, cable: Cable, calculator: Calculator, car: Car, check: Check,
  'clipboard-check': ClipboardCheck, clock: Clock, 'cloud-lightning': CloudLightning, cpu: Cpu,
  'door-open': DoorOpen, factory: Factory, 'file-text': FileText, flame: Flame, 'flask-conical': FlaskConical,
  gauge: Gauge, hammer: Hammer, 'hard-hat': HardHat, home: House, hospital: Hospital, landmark: Landmark,
  leaf: Leaf, lightbulb: Lightbulb, lock: Lock, mail: Mail, map: MapIcon, 'map-pin': MapPin, milk: Milk, network: Network,
  package: Package, phone: Phone, 'plug-zap': PlugZap, ruler: Ruler, server: Server, shield: Shield,
  'shield-check': ShieldCheck, 'shopping-bag': ShoppingBag, 'shopping-cart': ShoppingCart, siren: Siren,
  snowflake: Snowflake, sprout: Sprout, star: Star, store: Store, sun: Sun, thermometer: Thermometer,
  timer: Timer, 'toggle-right': ToggleRight, tractor: Tractor, truck: Truck, users: Users, utensils: Utensils,
  warehouse: Warehouse, wrench: Wrench, zap: Zap,
};

/** The characters React escapes in an attribute's value, as it writes them. */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/**
 * An icon's shapes as markup, written once per process rather than rendered by React at each of its
 * ~30 uses a page (~25 ms a fresh build). The shapes are lucide's plain elements and attributes
 * (path, circle, rect...: d, cx, points...); the markup is what React writes for them (test/templates/icon.test.tsx).
 */
const markup = new Map<IconName, string>();
export function iconShapesMarkup(name: IconName): string {
  let html = markup.get(name);
  if (html === undefined) {
    html = writeShapes(iconNodes[name]);
    markup.set(name, html);
  }
  return html;
}

/** Lucide's shapes as HTML, e.g. `<circle cx="12" cy="12" r="10"></circle>`. */
export function writeShapes(nodes: IconNode): string {
  return nodes
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([attribute, value]) => ` ${attribute}="${String(value).replace(/["&'<>]/g, (char) => ESCAPES[char] ?? char)}"`)
        .join('');
      return `<${tag}${written}></${tag}>`;
    })
    .join('');
}

/**
 * A decorative lucide icon as inline SVG, drawn at build time and hidden from screen readers. Its stroke
 * width and joins come from the `.icon` class (site.css), not from attributes repeated on ~30 icons a page.
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      className={`icon ${className}`}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: iconShapesMarkup(name) }}
    />
  );
}
