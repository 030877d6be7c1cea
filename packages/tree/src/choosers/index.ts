// Choosers of a destination for files (the keyboard way to drop them on a folder or a set).
export {
  type ChooseDialogWords,
  ChooseFolderDialog,
  type ChooseFolderDialogProps,
  ChooseSetDialog,
  type ChooseSetDialogProps,
} from './ChooseDialogs';
