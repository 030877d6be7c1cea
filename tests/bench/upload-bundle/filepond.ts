// Bare FilePond as its React docs set it up: the component and FilePond's sheet, no plugins.
import 'filepond/dist/filepond.min.css';

export { FilePond, registerPlugin } from 'react-filepond';
