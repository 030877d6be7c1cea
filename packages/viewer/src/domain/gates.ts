// What the viewer offers, from the mode, the link's flags and the permissions (spec 001 §6).

/** The flags of a shared link (spec 001 §6): what a shared-link visitor may do. */
export interface SharedLinkFlags {
  allowedToDownloadImages: boolean;
  allowedToRepresentSlideshow: boolean;
  allowedToShowInfo: boolean;
  showInfoPanelOnFirstLoad: boolean;
}

/** The answers the gates read; undefined while a permission is asked counts as not allowed. */
export interface GateInputs {
  mode: 'single' | 'multi' | 'shared';
  /** Link flags; used in shared mode only. */
  link?: Partial<SharedLinkFlags> | undefined;
  /** download on the folder, or on the set when viewing inside a set. */
  download?: boolean | undefined;
  /** editData on the file's folder. */
  editData?: boolean | undefined;
  /** add or webUpload on the folder (video retry and priority). */
  addOrWebUpload?: boolean | undefined;
  /** add on the file's folder (with editData: replace the file by a new version). */
  add?: boolean | undefined;
  /** fullData.view. */
  fullDataView?: boolean | undefined;
  /** The host allows contacting the owner (the server has the feature and the file has an owner). */
  contactOwner?: boolean | undefined;
  /**
   * delete: on the file's folder (single), or on every selected file, checked per image id (multi).
   */
  delete?: boolean | undefined;
  /** The server changes thumbnails (thumbnailChange not among its unavailable features). */
  thumbnailChange?: boolean | undefined;
}

/** What the viewer offers. */
export interface ViewerGates {
  download: boolean;
  slideshow: boolean;
  info: boolean;
  infoOnFirstLoad: boolean;
  rotate: boolean;
  /** Replace the file shown by a new version (upload over it). */
  replace: boolean;
  videoActions: boolean;
  fullData: boolean;
  contactOwner: boolean;
  delete: boolean;
  /** Choose a video's thumbnail: a frame or an uploaded picture (POST /Thumbnails.asmx/Change). */
  changeThumbnail: boolean;
}

/**
 * spec 001 §6: shared visitors download, run the slideshow and see the info panel only by the link's
 * flags, and never edit, rotate or act on videos; everyone else downloads with the download right,
 * rotates with editData, replaces the file with editData and add ("The upload (new version) button
 * needs edit and add permission"), retries and prioritises videos with add or webUpload, sees full data with
 * fullData.view, and delete with delete (spec 001 §6: "Delete permission on the folder gates
 * single delete"; "Multi-select: edit and delete are checked per image id"); a video's thumbnail is
 * chosen with editData, where the server has the call.
 */
export function viewerGates(inputs: GateInputs): ViewerGates {
  if (inputs.mode === 'shared') {
    const link = inputs.link ?? {};
    return {
      download: link.allowedToDownloadImages === true,
      slideshow: link.allowedToRepresentSlideshow === true,
      info: link.allowedToShowInfo === true,
      infoOnFirstLoad: link.allowedToShowInfo === true && link.showInfoPanelOnFirstLoad === true,
      rotate: false,
      replace: false,
      videoActions: false,
      fullData: false,
      contactOwner: inputs.contactOwner === true,
      delete: false,
      changeThumbnail: false,
    };
  }
  return {
    download: inputs.download === true,
    slideshow: inputs.mode === 'single',
    info: true,
    infoOnFirstLoad: false,
    rotate: inputs.mode === 'single' && inputs.editData === true,
    replace: inputs.mode === 'single' && inputs.editData === true && inputs.add === true,
    videoActions: inputs.addOrWebUpload === true,
    fullData: inputs.fullDataView === true,
    contactOwner: inputs.contactOwner === true,
    delete: inputs.delete === true,
    // A thumbnail changes how the file looks to everyone, as a rotation: editData, one file at a time
    // (docs/decisions.md "Custom thumbnails").
    changeThumbnail: inputs.mode === 'single' && inputs.editData === true && inputs.thumbnailChange === true,
  };
}
