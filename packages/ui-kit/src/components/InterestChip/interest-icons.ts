/**
 * Spec §3: each interest's icon, drawn as an SVG (Lucide) so it shows on every system — emoji
 * showed as empty boxes where no emoji font is installed. One import per icon keeps the bundle
 * to the icons listed here; an interest we do not know shows a star.
 */
import type { LucideIcon } from 'lucide-react';
import Bath from 'lucide-react/icons/bath';
import Bike from 'lucide-react/icons/bike';
import BookOpen from 'lucide-react/icons/book-open';
import Camera from 'lucide-react/icons/camera';
import Car from 'lucide-react/icons/car';
import ChefHat from 'lucide-react/icons/chef-hat';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Coffee from 'lucide-react/icons/coffee';
import Compass from 'lucide-react/icons/compass';
import Dices from 'lucide-react/icons/dices';
import Drama from 'lucide-react/icons/drama';
import Dumbbell from 'lucide-react/icons/dumbbell';
import Flame from 'lucide-react/icons/flame';
import Flower2 from 'lucide-react/icons/flower-2';
import Footprints from 'lucide-react/icons/footprints';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Gem from 'lucide-react/icons/gem';
import Hand from 'lucide-react/icons/hand';
import HandHeart from 'lucide-react/icons/hand-heart';
import Heart from 'lucide-react/icons/heart';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Lamp from 'lucide-react/icons/lamp';
import Leaf from 'lucide-react/icons/leaf';
import MicVocal from 'lucide-react/icons/mic-vocal';
import Moon from 'lucide-react/icons/moon';
import MoonStar from 'lucide-react/icons/moon-star';
import Mountain from 'lucide-react/icons/mountain';
import Music from 'lucide-react/icons/music';
import Music4 from 'lucide-react/icons/music-4';
import Palette from 'lucide-react/icons/palette';
import PawPrint from 'lucide-react/icons/paw-print';
import Plane from 'lucide-react/icons/plane';
import Rose from 'lucide-react/icons/rose';
import Route from 'lucide-react/icons/route';
import Shirt from 'lucide-react/icons/shirt';
import SmilePlus from 'lucide-react/icons/smile-plus';
import Star from 'lucide-react/icons/star';
import Tent from 'lucide-react/icons/tent';
import TreePalm from 'lucide-react/icons/tree-palm';
import Trophy from 'lucide-react/icons/trophy';
import Utensils from 'lucide-react/icons/utensils';
import Waves from 'lucide-react/icons/waves';
import Wine from 'lucide-react/icons/wine';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  adventure: Compass,
  beach: TreePalm,
  relationship: HeartHandshake,
  kissing: Heart,
  gym: Dumbbell,
  music: Music,
  travelling: Plane,
  cooking: ChefHat,
  movies: Clapperboard,
  dancing: Music4,
  wine: Wine,
  hiking: Mountain,
  reading: BookOpen,
  photography: Camera,
  gaming: Gamepad2,
  art: Palette,
  yoga: Flower2,
  running: Footprints,
  cycling: Bike,
  swimming: Waves,
  football: Trophy,
  pets: PawPrint,
  nature: Leaf,
  concerts: MicVocal,
  festivals: Tent,
  coffee: Coffee,
  food: Utensils,
  fashion: Shirt,
  cars: Car,
  theatre: Drama,
  nightlife: MoonStar,
  romance: Rose,
  cuddling: HandHeart,
  long_walks: Route,
  flirting: SmilePlus,
  massage: Hand,
  role_play: Dices,
  lingerie: Gem,
  candlelight: Lamp,
  spa: Bath,
  one_night_stand: Moon,
  casual_dating: Flame,
};

export function interestIcon(slug: string): LucideIcon {
  return ICONS[slug] ?? Star;
}
