import {
  Activity, Award, BadgeCheck, BatteryCharging, Briefcase, Building2, Cable, Calculator, Car, Check,
  ClipboardCheck, Clock, CloudLightning, Cpu, DoorOpen, Factory, FileText, Flame, FlaskConical, Gauge,
  Hammer, HardHat, Home, Hospital, Landmark, Leaf, Lightbulb, Lock, Mail, MapPin, Milk, Network, Package,
  Phone, PlugZap, Ruler, Server, Shield, ShieldCheck, ShoppingBag, ShoppingCart, Siren, Snowflake, Sprout,
  Star, Store, Sun, Thermometer, Timer, ToggleRight, Tractor, Truck, Users, Utensils, Warehouse, Wrench, Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../src/data/schemas/common.ts';

const icons: Record<IconName, LucideIcon> = {
  activity: Activity, award: Award, 'badge-check': BadgeCheck, 'battery-charging': BatteryCharging,
  briefcase: Briefcase, 'building-2': Building2, cable: Cable, calculator: Calculator, car: Car, check: Check,
  'clipboard-check': ClipboardCheck, clock: Clock, 'cloud-lightning': CloudLightning, cpu: Cpu,
  'door-open': DoorOpen, factory: Factory, 'file-text': FileText, flame: Flame, 'flask-conical': FlaskConical,
  gauge: Gauge, hammer: Hammer, 'hard-hat': HardHat, home: Home, hospital: Hospital, landmark: Landmark,
  leaf: Leaf, lightbulb: Lightbulb, lock: Lock, mail: Mail, 'map-pin': MapPin, milk: Milk, network: Network,
  package: Package, phone: Phone, 'plug-zap': PlugZap, ruler: Ruler, server: Server, shield: Shield,
  'shield-check': ShieldCheck, 'shopping-bag': ShoppingBag, 'shopping-cart': ShoppingCart, siren: Siren,
  snowflake: Snowflake, sprout: Sprout, star: Star, store: Store, sun: Sun, thermometer: Thermometer,
  timer: Timer, 'toggle-right': ToggleRight, tractor: Tractor, truck: Truck, users: Users, utensils: Utensils,
  warehouse: Warehouse, wrench: Wrench, zap: Zap,
};

/** A decorative lucide icon rendered to inline SVG at build time (hidden from screen readers). */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
