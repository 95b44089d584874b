export { vars, breakpoints, mediaQuery, TOAST_WIDTH } from './theme/contract.css.ts';
export { makeTheme, type BrandColours, type BrandTypography } from './theme/make-theme.ts';
export { contrastRatio, luminance } from './theme/contrast.ts';
export { LinkProvider, type LinkComponentProps } from './components/link.tsx';
export { Alert, type AlertProps } from './components/Alert/Alert.tsx';
export { Button, type ButtonProps } from './components/Button/Button.tsx';
export { Card } from './components/Card/Card.tsx';
export { Container } from './components/Container/Container.tsx';
export {
  DropdownMenu,
  type DropdownMenuProps,
  type MenuItem,
} from './components/DropdownMenu/DropdownMenu.tsx';
export { EmptyState } from './components/EmptyState/EmptyState.tsx';
export { Footer, type FooterProps } from './components/Footer/Footer.tsx';
export { Grid } from './components/Grid/Grid.tsx';
export { Heading } from './components/Heading/Heading.tsx';
export { Hero } from './components/Hero/Hero.tsx';
export { Icon, type IconName } from './components/Icon/Icon.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';
export { ProfileCard, type ProfileCardProps } from './components/ProfileCard/ProfileCard.tsx';
export { Select, type SelectProps } from './components/Select/Select.tsx';
export { SkipLink } from './components/SkipLink/SkipLink.tsx';
export { Stack, type StackProps } from './components/Stack/Stack.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export { TopNav, type TopNavItem, type TopNavProps } from './components/TopNav/TopNav.tsx';
export { Modal, type ModalProps } from './components/Modal/Modal.tsx';
export { LoadingBar, type LoadingBarProps } from './components/LoadingBar/LoadingBar.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { FieldFrame, type FieldFrameProps } from './components/field.tsx';
export { FileInput, type FileInputProps } from './components/FileInput/FileInput.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { Toggle, type ToggleProps } from './components/Toggle/Toggle.tsx';
export { Badge, type BadgeProps } from './components/Badge/Badge.tsx';
export { PhotoTile, type PhotoTileProps } from './components/PhotoTile/PhotoTile.tsx';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar.tsx';
export { StrengthMeter, type StrengthMeterProps } from './components/StrengthMeter/StrengthMeter.tsx';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar.tsx';
export { Picture, type PictureProps, type PictureSource } from './components/Picture/Picture.tsx';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export {
  DateOfBirthInput,
  type DateOfBirthInputProps,
} from './components/DateOfBirthInput/DateOfBirthInput.tsx';
export { addressLines, hiddenInPrint, hiddenInStandalone, printAlone, visuallyHidden } from './a11y.css.ts';
export { fillsViewport } from './page.css.ts';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs.tsx';
export { Toast, ToastRegion, type ToastProps } from './components/Toast/Toast.tsx';
export { Banner, type BannerProps } from './components/Banner/Banner.tsx';
export { ChoiceRow, ConsentBar, type ConsentBarProps } from './components/ConsentBar/ConsentBar.tsx';
export { Prose, TableOfContents, type TableOfContentsProps } from './components/Prose/Prose.tsx';
export { Countdown, type CountdownProps } from './components/Countdown/Countdown.tsx';
export { InterestChip, type InterestChipProps } from './components/InterestChip/InterestChip.tsx';
export { PricingCard, type PricingCardProps } from './components/PricingCard/PricingCard.tsx';
export {
  PaymentMethodPicker,
  type PaymentMethodOption,
  type PaymentMethodPickerProps,
} from './components/PaymentMethodPicker/PaymentMethodPicker.tsx';
export {
  ChatBubble,
  type ChatBubbleContent,
  type ChatBubbleProps,
} from './components/ChatBubble/ChatBubble.tsx';
export { MessageComposer, type MessageComposerProps } from './components/MessageComposer/MessageComposer.tsx';
export { GiftArt } from './components/GiftArt/GiftArt.tsx';
export { GiftGrid, type GiftGridProps } from './components/GiftGrid/GiftGrid.tsx';
export { ChatFrame, type ChatFrameProps } from './components/ChatFrame/ChatFrame.tsx';
export {
  ConversationList,
  ConversationRow,
  type ConversationRowProps,
} from './components/ConversationRow/ConversationRow.tsx';
export {
  PhotoGallery,
  type GalleryPhoto,
  type PhotoGalleryProps,
} from './components/PhotoGallery/PhotoGallery.tsx';
export {
  SwipeCard,
  SWIPE_THRESHOLD,
  type SwipeProfile,
  type SwipeCardProps,
} from './components/SwipeCard/SwipeCard.tsx';
export { FactList, type Fact } from './components/FactList/FactList.tsx';
export { FeatureList, type Feature } from './components/FeatureList/FeatureList.tsx';
export { SpotlightHero, type SpotlightHeroProps } from './components/SpotlightHero/SpotlightHero.tsx';
export { PhotoCollage, type CollagePhoto } from './components/PhotoCollage/PhotoCollage.tsx';
export { PhotoReel, type PhotoReelProps } from './components/PhotoReel/PhotoReel.tsx';
export { MapPins, type MapPin } from './components/MapPins/MapPins.tsx';
export { FeedPost, type FeedPostProps } from './components/FeedPost/FeedPost.tsx';
export {
  ProfileSpotlight,
  type ProfileSpotlightProps,
} from './components/ProfileSpotlight/ProfileSpotlight.tsx';
