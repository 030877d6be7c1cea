/**
 * Generated from openapi.yml by packages/api-client/scripts/generate.mjs. Do not edit.
 * Regenerate with `pnpm --filter @vitrine/api-client run generate`.
 */

export interface paths {
    "/api/folders/subfolders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of subfolders
         * @description spec 000 §7 "POST subfolders {folderId, take, skip, pos} -> folders, nextSkip"; 100 per page (spec 000 §9). The path is not shown.
         */
        post: operations["getSubfolders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/getFolderParentsIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ids of a folder's parents
         * @description spec 000 §7 "GET /api/folders/getFolderParentsIds {FolderId} -> parentFolders", root first.
         */
        get: operations["getFolderParentsIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/getFolderWithString": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search folders by a part of their path
         * @description spec 000 §7 "POST /api/folders/getFolderWithString {FolderPathPart} -> searchPath, folders"; sent after a 150 ms pause, never empty (spec 000 §5).
         */
        post: operations["searchFoldersByPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folder/addFolder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a folder
         * @description spec 000 §7 "POST folder/addFolder (create)"; the name rules of spec 000 §5 apply. The /api prefix and the body {Name, ParentId} are inferred.
         */
        post: operations["createFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a folder
         * @description spec 000 §7 "DELETE folder/{id}"; on failure the client shows 'Failed to delete folder <id>.' or the server message (spec 000 §8). The /api prefix is inferred.
         */
        delete: operations["deleteFolder"];
        options?: never;
        head?: never;
        /**
         * Rename a folder
         * @description spec 000 §7 "PATCH folder/{id} {Name, hugeOperationAllowed} -> folder"; 413 when more than 10 thousand items would change and hugeOperationAllowed is not true (spec 000 §5, §8). The /api prefix is inferred.
         */
        patch: operations["renameFolder"];
        trace?: never;
    };
    "/api/folders/movepermissionwarning/{sourceId}/{destId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permission warning before a folder move
         * @description spec 000 §7 "GET move permission warning /{sourceId}/{destId} -> warning"; checked before the move confirmation (spec 000 §4). The service prefix is inferred.
         */
        get: operations["getMovePermissionWarning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move folders
         * @description spec 000 §7 "Move folders {folderIds, newParentId} -> failedFolderIds (folderId, exceptionMessage); endpoint not shown". A destination inside a source is refused (spec 000 §5).
         */
        patch: operations["moveFolders"];
        trace?: never;
    };
    "/api/folders/autoresync/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn automatic re-synchronisation on or off
         * @description spec 000 §7 "PATCH /api/folders/autoresync/{id} {autoResync}"; success 'Automatic synchronization settings have been saved' (spec 000 §8).
         */
        patch: operations["setFolderAutoResync"];
        trace?: never;
    };
    "/api/folder/resync/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a folder re-synchronisation
         * @description spec 000 §7 "POST /api/folder/resync/ {folderId, tenantId}"; 'Folder re-sync has been scheduled.' (spec 000 §8).
         */
        post: operations["resyncFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/limitUploadFileTypes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The file types a folder refuses
         * @description spec 000 §7 "GET /api/folders/limitUploadFileTypes/{id}" -> forbiddenTypesNames, parentFoldersForbiddenNames, allFoldersWithLimits.
         */
        get: operations["getFolderFileTypeLimits"];
        put?: never;
        /**
         * Save the file types a folder refuses
         * @description spec 000 §7 "POST sends forbiddenTypesNames"; each type with a leading dot, no duplicates (spec 000 §5); only when file types change is allowed (spec 000 §6).
         */
        post: operations["setFolderFileTypeLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The set tree
         * @description spec 000 §7 "GET sets list"; top-level sets and set groups (collections). The path is not shown.
         */
        get: operations["getSets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets/{id}/subsets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subsets of a set
         * @description spec 000 §7 "GET set subsets/{id} -> sets". The path /api/virtualsets/{id}/subsets is inferred.
         */
        get: operations["getSubsets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets/getsetparentsids/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ids of a set's parents
         * @description spec 000 §7 "GET /api/virtualsets/getsetparentsids/{id} -> parentSetsIds", root first.
         */
        get: operations["getSetParentsIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets/createset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a set
         * @description spec 000 §7 "POST /api/virtualsets/createset {Name, optional ParentId}"; ParentId is a parent set; the name rules of spec 000 §5 apply.
         */
        post: operations["createSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets/createsetingroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a set in a set group
         * @description spec 000 §7 "POST /api/virtualsets/createsetingroup {Name, ParentId}"; ParentId is the group (collection).
         */
        post: operations["createSetInGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vsgroups/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a set group (collection)
         * @description spec 000 §7 "POST /api/vsgroups/ {Name}".
         */
        post: operations["createSetGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a set
         * @description spec 000 §7 "PATCH /api/virtualsets/{id} (rename)"; the body {Name} is inferred (as for folders). '{type} has been renamed.' (spec 000 §8).
         */
        patch: operations["renameSet"];
        trace?: never;
    };
    "/api/vsgroups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a set group (collection)
         * @description spec 000 §7 "PATCH /api/vsgroups/{id} (rename)"; the body {Name} is inferred.
         */
        patch: operations["renameSetGroup"];
        trace?: never;
    };
    "/api/virtualsets/move/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a set under another set
         * @description spec 000 §7 "PATCH /api/virtualsets/move/ {Id, newParentId}"; a move onto itself or its own descendant is refused (spec 000 §4). newParentId null moves to the root, as a standalone set out of its collection; 400 when canBeStandalone is false.
         */
        patch: operations["moveSet"];
        trace?: never;
    };
    "/api/virtualsets/changegroup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Attach a set to a group or detach it
         * @description spec 000 §7 "PATCH /api/virtualsets/changegroup/ {id, newParentId, makeStandalone}"; 'Failed to attach or detach' on failure (spec 000 §8). Detaching answers 400 when canBeStandalone is false.
         */
        patch: operations["changeSetGroup"];
        trace?: never;
    };
    "/api/vsgroups/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a set group (collection)
         * @description spec 000 §7 "DELETE /api/vsgroups/{id}/delete".
         */
        delete: operations["deleteSetGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a set
         * @description spec 000 §7 "DELETE set/{id}/delete"; the /api/virtualsets prefix is inferred.
         */
        delete: operations["deleteSet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets/{setId}/deleteimages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exclude images from a set
         * @description spec 000 §7 "POST /api/virtualsets/{setId}/deleteimages {ImageIds}"; also the "exclude images from a set" call of spec 001 §7 (needs images.delete on the set, spec 000 §6). Success "{n} files excluded." (spec 001 §8).
         */
        post: operations["deleteImagesFromSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/virtualsets/{setId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add images to a set
         * @description spec 001 §7 "POST /api/virtualsets/{setId}/images body ImageIds, isDropFromSidebar"; more than 10 dropped images ask confirmation first (spec 001 §5). On failure the server message, else "Failed to move image(s)." (spec 001 §8).
         */
        post: operations["addImagesToSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image/virtualsets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sets containing an image
         * @description spec 001 §7 "POST /api/image/virtualsets body id; returns the sets containing the image".
         */
        post: operations["getImageSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logical/date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logical view by date taken
         * @description spec 000 §7 "GET /api/logical/date (?format=json)"; rows with year, month and count (Browse by Timeline, spec 000 §2).
         */
        get: operations["getLogicalDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logical/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logical view by keyword
         * @description spec 000 §7 "GET /api/logical/keywords (?format=json)"; rows with id, value and count (Browse by Data Tags, Keyword).
         */
        get: operations["getLogicalKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logical/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logical view by location
         * @description spec 000 §7 "GET /api/logical/location (?format=json)"; rows with country, stateProvince, city and count (Browse by Geographical Location).
         */
        get: operations["getLogicalLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logical/string": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logical view by a text field
         * @description spec 000 §7 "GET /api/logical/string?format=json&field={name}"; rows with value and count for title, author, subject or a custom field.
         */
        get: operations["getLogicalString"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pinneditems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pinned items
         * @description spec 000 §7 "GET pinned items -> folders, sets, logicalViewStrings". The path is not shown.
         */
        get: operations["getPinnedItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pinneditems/folder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin or unpin a folder
         * @description spec 000 §7 "POST {value, folderId} to /api/pinneditems/folder"; 'Folder has been pinned/unpinned.' (spec 000 §8).
         */
        post: operations["pinFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pinneditems/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin or unpin a set
         * @description spec 000 §7 "POST {value, setId} to /api/pinneditems/set"; 'Failed to pin the {set}' (spec 000 §8).
         */
        post: operations["pinSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pinneditems/logicalview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin or unpin a logical view
         * @description spec 000 §7 "POST {value, logicalViewString} to /api/pinneditems/logicalview".
         */
        post: operations["pinLogicalView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search
         * @description spec 000 §7 "POST search {criteria} -> page of images". Expired files are left out for users who may not view them (spec 000 §6). Shared-link visitors search within their link. The path is not shown.
         */
        post: operations["search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count search results
         * @description spec 000 §7 "POST search count {criteria} -> totalImages, infoMessages". The path is not shown.
         */
        post: operations["searchCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recognition/multi-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recognition status of several images
         * @description spec 000 §7 and spec 001 §7 "POST /api/recognition/multi-status {imageIds} -> images (imageId, processing)"; polled every 2 s, at most 100 times (spec 001 §9).
         */
        post: operations["getRecognitionStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recognize/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run object recognition
         * @description spec 000 §7 "POST /api/recognize/ {ids} -> enqueued, counter, imageId, labels, requiresConsent"; enqueued gives an info message, counter above 0 success, requiresConsent opens the consent modal (spec 000 §4). A failure with message "Awaiting custom model" means accepted, 10-15 minutes (spec 000 §8). spec 001 §6: the feature enabled (else 403), a single (else 400) recognizable image (else 400) with editData (else 403), and the AI consent accepted (else 200 requiresConsent, nothing queued).
         */
        post: operations["recognize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recognition/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the user accepted the AI consent
         * @description spec 001 §7 "GET AWS consent service returns a boolean". The path is not shown.
         */
        get: operations["getRecognitionConsent"];
        put?: never;
        /**
         * Accept or decline the AI consent
         * @description spec 001 §7 "POST AWS consent service body isAllowed"; declining turns the option off (spec 001 §4; the server also saves recognizeObjects false in the person's web settings). Only a signed-in person answers (403 for the guest and a shared-link visitor). The path is not shown.
         */
        post: operations["setRecognitionConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a permission is granted on a folder or set
         * @description spec 000 §7 and spec 001 §7 "GET /api/permission?permission={name}&require={any or method}&folder={id} or &virtualSet={id}" -> allowed, folder, set. Without folder or virtualSet it asks a global permission such as fullData.view (spec 001 §7 "GET fullData.view permission").
         */
        get: operations["checkPermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permissions/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which images a permission is granted on
         * @description spec 000 §7 "POST /api/permissions/images {permission, imageIds}"; spec 001 §7 "check image permissions (ids, permission name, returns imageIds)".
         */
        post: operations["checkImagePermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move files to another folder
         * @description spec 000 §7 "PATCH /api/files {Override, move payload}"; spec 001 §7 "body newFolderId, fileIds, isDropFromSidebar; returns failedImageIds; 409 opens conflict dialog". Resent with Override true after the user chooses to override (spec 000 §2 "move conflict (override)").
         */
        patch: operations["moveFiles"];
        trace?: never;
    };
    "/api/Thumb/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate thumbnails
         * @description spec 000 §7 "POST /api/Thumb/generate {IdArray}"; more than 50 files ask confirmation first (spec 000 §5).
         */
        post: operations["generateThumbnails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import files
         * @description spec 000 §7 "POST /api/import {ids, type}"; what the server does with it is not shown.
         */
        post: operations["importFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare an export (zip, CSV or PDF report)
         * @description spec 000 §7 "POST /api/export {ids, type (1 zip, 4 CSV), keepFoldersStructure} -> id token" and, for reports, "POST /api/export {ids, pdfRequest} -> token"; then GET /api/export/{token}. Files the user may not download, or that do not exist, are left out (spec 000 §5 "disallowed ones are skipped with a warning"); 403 when none is left.
         */
        post: operations["exportFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a prepared export
         * @description spec 000 §7 "then GET /api/export/{token}"; the zip, CSV or PDF file. A PDF report still being made is waited for (clients that do not ask GET /api/export/{token}/status first keep working); a failed one answers 500 with its message.
         */
        get: operations["downloadExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/{token}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How a prepared export stands
         * @description Not in the spec (issue 20 "large exports continue in the background and notify when ready"; docs/decisions.md "Exports"): the state of the export of the token, and for a PDF report the images placed of the total. Only the person who prepared it; an unknown, expired or another person's token answers 404, as GET /api/export/{token} does.
         */
        get: operations["getExportStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicexport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a download from a shared link or public page
         * @description spec 001 §7 "POST public export service body ids, type=1, publicHash; returns a token; the client then opens that service path/{token}". The path is not shown. publicHash is the share link's slug; only while the link lives and allows downloads (allowedToDownloadImages), only the link's files (others are left out; 403 when none is left); a link with a password needs the visitor's session opened with it (getSharedView). docs/decisions.md "Share links".
         */
        post: operations["exportPublic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publicexport/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a prepared public export
         * @description spec 001 §7 "the client then opens that service path/{token}". The path is not shown.
         */
        get: operations["downloadPublicExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Download.aspx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download or preview a file
         * @description spec 000 §7 "GET /Download.aspx?id={id} with preview and thumb options"; spec 001 §7 "GET /Download.aspx?id=&rotate=1" (annotation background); spec 001 §2 preview links use preview=1; spec 001 §9 download sizes Large 4K (thumb 4), Medium (3), Small (5). Shared-link visitors may download when their link allows it.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flash/{view}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The images of a flash view
         * @description spec 000 §7 "GET /api/flash/{view}?ids="; the flash wall and flash carousel load 100 at a time (spec 000 §9). The answer's shape is inferred.
         */
        get: operations["getFlashView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Thumbnails.asmx/Change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a file's thumbnail
         * @description spec 000 §7 "POST Thumbnails.asmx/Change {id, type, data}"; the meaning of type and data is not shown (inferred, docs/decisions.md "Custom thumbnails"): `frame` takes the video's frame at `data` seconds (0 to its length), `image` takes the picture in `data` (a data URL of a JPEG, PNG, WebP or GIF image, at most 5,000,000 bytes and 50,000,000 pixels) for any file, `automatic` goes back to the thumbnail made from the file (`data` is ignored). The four thumbnail sizes are made again and kept when the file's renditions are made again, until its content changes. Needs editData on the file (spec 001 §6). Answers the new thumbnailVersion (the `v` of the thumbnail URLs).
         */
        post: operations["changeThumbnail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image/videostatus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The processing status of a video
         * @description spec 000 §7 "GET video status /api/image/videostatus/{id} -> id, status"; polled every 5 s until done (spec 000 §4).
         */
        get: operations["getVideoStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/video/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry, prioritise or skip video processing
         * @description spec 001 §7 "POST /api/video/retry body Id and optional Status (priority or skipped); returns status (ok) and message"; needs add or webUpload on the folder (spec 001 §6). Errors show the server message in an alert (spec 001 §8).
         */
        post: operations["retryVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a share link
         * @description spec 000 §7 "POST share {Href, imageIds, key, title} -> id, urlSlug, allowedToShare, notAllowedToShare, allowed flags"; needs share.link (spec 000 §6). On failure 'Failed to share images' with the error appended (spec 000 §8). The path is not shown.
         */
        post: operations["createShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sharing/{stateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a share link
         * @description Its owner (or a super admin) ends the link at once: visitors' sessions through it, their prepared public exports and the link itself stop working; it stays in "My shares" as revoked. Not in the spec (docs/decisions.md "Share links").
         */
        delete: operations["revokeShare"];
        options?: never;
        head?: never;
        /**
         * Save a share link's settings
         * @description spec 000 §7 "PATCH sharing/{stateId} with the sharing settings -> allowedToShare, notAllowedToDownload, urlSlug"; friendly slug only with a title of at least 4 characters, at most 257 (spec 000 §5). The /api prefix is inferred.
         */
        patch: operations["updateShare"];
        trace?: never;
    };
    "/api/sharing/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a shared link
         * @description spec 000 §7 "POST sharing view {restoreHash} -> title, errorMessage, searchResult.ids, permission flags"; the shared page (/shared/{slug}, spec 000 §2). The /api prefix is inferred. Signs the visitor in as a shared-link visitor (isShared).
         */
        post: operations["getSharedView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sharing/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My shares
         * @description The share links the signed-in user made, newest first, with their views and downloads counted, revoked and expired ones included. Needs share.link somewhere (spec 000 §6). Not in the spec (docs/decisions.md "Share links").
         */
        get: operations["listMyShares"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a user by e-mail to share a folder with
         * @description spec 000 §7 "POST users create {user with folderId}"; used when the sharing user is not in the users list (spec 000 §5). The /api prefix is inferred.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{id}/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The people a folder is shared with
         * @description Inferred (issue 20, beyond the spec's calls; spec 000 §5 share with people). The people given access to the folder through "share with people" (POST below or POST users create), by name; needs `share` on the folder (spec 000 §6).
         */
        get: operations["listFolderPeople"];
        put?: never;
        /**
         * Give a person of the users list access to a folder
         * @description Inferred (issue 20; spec 000 §5 "The sharing user must exist in the users list"). Grants the person the built-in viewer role on the folder (view and download, docs/decisions.md "Share with people"); needs `share` on the folder and every permission of that role there. The person must be one GET /api/users lists for the caller, enabled and not the guest. Idempotent (a person who already has it gets the same answer).
         */
        post: operations["addFolderPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{id}/people/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take back a person's access given by share with people
         * @description Inferred (issue 20). Removes the grant on this folder that share with people made for the person; needs `share` on the folder. Grants made otherwise (the permissions page) are not touched (docs/decisions.md "Share with people").
         */
        delete: operations["removeFolderPerson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All users
         * @description spec 000 §7 "GET all users -> users". The path is not shown.
         */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The default and custom report settings
         * @description spec 000 §7 "GET default report {isFromPreferences} -> defaultPdf, customPdf, customData". The path is not shown.
         */
        get: operations["getDefaultReport"];
        put?: never;
        /**
         * Save the report settings
         * @description spec 000 §7 "POST default report {pdfRequest, isFromPreferences}"; needs the PDF-report customisation permission (spec 000 §6). The path is not shown.
         */
        post: operations["saveDefaultReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{objectType}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                objectType: "folder" | "set" | "image";
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The user's subscriptions on a folder, set or image
         * @description spec 000 §7 "GET /api/notifications/{folder|set|image}/{id}; GET returns subscribeTo and hasEmail"; spec 001 §7 (image).
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save the user's subscriptions on a folder, set or image
         * @description spec 000 §7 "PATCH sends subscribeTo"; needs notifications.subscribe (spec 000 §6). On failure 'Failed to save new subsctiption settings' (spec 000 §8).
         */
        patch: operations["updateNotifications"];
        trace?: never;
    };
    "/api/config/advanced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Advanced configuration
         * @description spec 000 §7 "GET /api/config/advanced"; the answer's shape is not shown (fields inferred).
         */
        get: operations["getAdvancedConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page layout configuration
         * @description spec 000 §7 "GET /api/config/layout"; the page-level default view (spec 000 §2). The answer's shape is not shown (inferred).
         */
        get: operations["getLayoutConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/websettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The administrator's default web settings
         * @description spec 000 §7 "GET /api/config/websettings"; the defaults a user's own settings start from (inferred meaning; the per-user settings are getWebSettings).
         */
        get: operations["getDefaultWebSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/flags/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A configuration flag
         * @description spec 000 §7 "flags ShowSets, ShowLogicalViews, EnableDashboard, StartLoading, iskeywordsdictionarylimited" (spec 000 §2 dashboard and start-loading rules, spec 001 §5 limited keywords dictionary). The path is not shown.
         */
        get: operations["getConfigFlag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/globalsettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Global settings
         * @description spec 000 §7 "global settings" (fields in spec 000 §3). The path is not shown.
         */
        get: operations["getGlobalSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/keywordseditingpermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the user may manage keywords
         * @description spec 000 §7 "keywords editing permission"; spec 000 §6 "keywords management". The path is not shown.
         */
        get: operations["getKeywordsEditingPermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custommetadata/definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custom metadata definitions
         * @description spec 000 §7 "custom metadata definitions" (spec 000 §3), ordered by displayOrder. The path is not shown.
         */
        get: operations["getCustomMetadataDefinitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/imagelayout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Image layout settings
         * @description spec 000 §7 "image layout settings"; the layouts of spec 000 §3 (expanded, collapsed, shared, info, fullData). The path is not shown.
         */
        get: operations["getImageLayoutSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/preferences/brandingfieldname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The label of the branding-status field
         * @description spec 000 §7 "branding field name preference". The path is not shown.
         */
        get: operations["getBrandingFieldName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/preferences/setsname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The label of sets
         * @description spec 000 §7 "sets-name preference"; default 'Virtual Set' (spec 000 §1). The path is not shown.
         */
        get: operations["getSetsName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/websettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's web settings
         * @description spec 001 §7 "GET web settings service returns the settings fields"; not asked for guests (spec 000 §6). A failed load rejects as unexpected (spec 001 §8). The path is not shown.
         */
        get: operations["getWebSettings"];
        put?: never;
        /**
         * Save the user's web settings
         * @description spec 001 §7 "POST web settings service sends the settings, visibleGridColumn as a JSON string; not sent for shared or guest" (403 for them). The path is not shown.
         */
        post: operations["saveWebSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Inferred; the spec shows no session calls, but spec 000 §6 names users, guests and a super admin. Sets the session cookie.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Inferred; ends the session.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/signouteverywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere
         * @description Inferred; ends every session of the signed-in user, this one included, and clears the cookie. 403 for the guest and shared-link visitors.
         */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/changepassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Inferred; needs the current password (checked and throttled like a sign-in: 429 TooManyAttempts). A wrong current password answers 400 with errorCode WrongPassword; a new password that is too short or the same answers 400. On success every other session of the user ends; this one stays. 403 for the guest and shared-link visitors.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/currentuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current user and access states
         * @description Inferred; the access states isGuestAccess, isSuperAdmin, isShared of spec 000 §3. Without a session it answers a guest when guest access is on, else 401.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The details of one image
         * @description spec 001 §7 "GET image details service/{id} reads the detail object; upload adds skipImgLogUpdate=true". Reading counts as a view unless skipImgLogUpdate. The path is not shown.
         */
        get: operations["getImageDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The details of several images
         * @description spec 001 §7 "Multi-image details" (multi-select); shared service, path not shown.
         */
        post: operations["getImagesDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the metadata of one or more images
         * @description spec 001 §7 "update multiple images (patches and image ids)"; needs editData on each image (spec 001 §6), and images.setExpiration / images.setOnBrand for the fields that name them (403). A refused patch (400) saves nothing. Success "{n} image(s) updated"; failure "Failed to save changes." plus the server message (spec 001 §8). Shared service, path not shown.
         */
        patch: operations["updateImages"];
        trace?: never;
    };
    "/api/images/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete images
         * @description spec 000 §7 "Delete or exclude of images: paths not shown"; spec 001 §7 "delete image(s)"; needs delete on the folder (spec 001 §6). Success "1 file deleted." / "{n} files deleted."; partial failure 'Failed to delete some files.' (spec 000 §8, spec 001 §8). POST because a DELETE body is not reliably sent.
         */
        post: operations["deleteImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rotate an image by 90 degrees
         * @description spec 001 §7 "PUT image rotation service body clockwise, imageId; returns result"; needs editData (spec 001 §6). Success "File has been successfully rotated."; errors show the server message (spec 001 §8). The path is not shown.
         */
        put: operations["rotateImage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}/exif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The EXIF details of a file
         * @description spec 001 §7 "video and EXIF details by id"; 404 shows 'Exif not found for the file' (spec 000 §8). Shared service, path not shown.
         */
        get: operations["getExifDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The video details of a file
         * @description spec 001 §7 "video and EXIF details by id". Shared service, path not shown.
         */
        get: operations["getVideoDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The versions of an image
         * @description spec 001 §7 "GET versions service/{imageId} returns imageVersions"; only when image versions are enabled (spec 001 §6; 403 otherwise). The current content is listed first, isLastPictureVersion. Who may see the image may read its history; restore and delete need editData (docs/decisions.md "Version history"). The service path is not shown.
         */
        get: operations["getVersions"];
        put?: never;
        post?: never;
        /**
         * Delete the version history of an image
         * @description spec 001 §7 "DELETE versions service/{imageId} deletes all versions"; "Failed to delete versions." (spec 001 §8). The service path is not shown.
         */
        delete: operations["deleteAllVersions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/version/{versionId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The content of one version
         * @description ImageVersion.location (inferred, not in the spec): the version's original (needs download, as Download.aspx), or with size a picture of it made on the fly: thumb (fits 384 × 288) for the list, preview (fits 1920 × 1080) for the comparison; a version that is not an image answers a placeholder picture for those (X-Vitrine-Placeholder: none). A version's content never changes, so the answer is cached for good. Only when image versions are enabled.
         */
        get: operations["getVersionFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/version/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete one version
         * @description spec 001 §7 "POST version service/{versionId} body prevImageVersionWithFileId; deletes one version"; "Failed to delete version." (spec 001 §8). Deleting the current version (isLastPictureVersion) makes prevImageVersionWithFileId current (400 without one); for another version the body is ignored. Needs editData. The service path is not shown.
         */
        post: operations["deleteVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/{imageId}/restore/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a version
         * @description spec 001 §7 "Restore version: service call with image id and version id; returns an id; path not shown". Success "Version has been successfully restored." (spec 001 §8). The version's content becomes the image's as a new version, the replaced content stays in the history and the thumbnails are made again. Needs editData; 400 for the current version.
         */
        post: operations["restoreVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The comments on an image
         * @description spec 001 §7 "The comments service path - not shown"; the shape is inferred. Anyone who may see the image may read its comments (404 otherwise, as for an image that does not exist); 403 when comments are off (GlobalSettings.enableComments, spec 001 §6 "Comments need comments to be available").
         */
        get: operations["getComments"];
        put?: never;
        /**
         * Add a comment
         * @description Inferred (spec 001 §6 "Comments need comments to be available"; shared-link visitors cannot comment). Any signed-in person who may see the image may comment (the spec names no comment permission); the guest and shared-link visitors get 403. The text is trimmed; 400 when it is empty ("The comment is empty."), longer than @vitrine/core's COMMENT_MAX_LENGTH (2,000 characters) or holds control characters other than line breaks and tabs. A person may add COMMENT_LIMIT.comments (10) comments a minute; beyond, 429 (decided; docs/decisions.md "Comments").
         */
        post: operations["addComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description Inferred; allowed to the comment's author and to super admins (403 for everyone else).
         */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        /**
         * Change a comment's text
         * @description Inferred: the spec shows no edit of a comment (docs/decisions.md "Comments"). Only the comment's author may change it (403 for everyone else, super admins too), with the rules of addComment's text; the answer carries editedAt.
         */
        patch: operations["updateComment"];
        trace?: never;
    };
    "/api/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workflow statuses
         * @description spec 001 §7 "workflows (returns statuses)"; only when workflow is enabled (spec 001 §6). Shared service, path not shown.
         */
        get: operations["getWorkflowStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keywords/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up keywords
         * @description spec 001 §7 "GET /api/keywords/search?query= keyword lookup"; at most 500 options are shown (spec 001 §5).
         */
        get: operations["searchKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custommetadata/definition/dictionarySearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a dictionary field's values
         * @description spec 001 §7 "GET /api/custommetadata/definition/dictionarySearch?query={field} dictionary lookup"; query names the field (custom-{definitionId}); the client filters the values as the user types.
         */
        get: operations["searchDictionary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/checkfilename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a file name for a conflict in the destination
         * @description spec 001 §7 "POST api/upload/checkfilename body fileFullPath, folderId; returns isNameVacant, ignore"; before each non-public, non-overwrite upload, up to 5 at once (spec 001 §5, §9).
         */
        post: operations["checkFileName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upload settings
         * @description spec 001 §7 "GET upload settings service, result shape not shown"; the fields are inferred from spec 001 §9. The path is not shown.
         */
        get: operations["getUploadSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one chunk of a file into a folder
         * @description spec 001 §7 "Upload POST, multipart; chunks of 60,000,000 bytes" to "an upload handler path with the folder id" (spec 001 §2); needs upload allowed on the folder (spec 000 §5). Status codes of spec 001 §8; 446 is a name conflict, not an error. The path is not shown.
         */
        post: operations["uploadChunk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/overwrite/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one chunk of a file that replaces an image
         * @description spec 001 §2 "an image-overwrite handler path with the image id"; one file only (spec 001 §5); needs edit and add (spec 001 §6); the old file stays in version history. The path is not shown.
         */
        post: operations["uploadOverwriteChunk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/public/{publicHash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one chunk of a file through a public upload page
         * @description spec 001 §1 "Public upload pages accept only images": the extensions of spec 001 §5, at most 10 files (spec 001 §9; the server holds a page to 10 files an hour). No session needed; the hash names the page and its folder. A page unknown, revoked or expired answers 403 "This public upload page does not exist or has expired."; a file over the page's quotas (maxFiles, maxBytes; issue 19) answers 442. The path is not shown.
         */
        post: operations["uploadPublicChunk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chunks of an upload the server already holds (resume)
         * @description Inferred (issue 19, beyond the spec). The chunk indexes staged for the caller's uniqueId, for the caller and a folder (folderId), a public page (publicHash) or the file a new version replaces (imageId, the overwrite path); exactly one of the three. A client resumes at the first missing chunk after a lost connection, a server restart or a page reload. Staged chunks expire 24 hours after the last one came (empty `received`, `chunkCount` null); an upload already complete lists every index but the last, so sending the last again answers its files (kept one hour).
         */
        get: operations["getUploadReceived"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Files with exactly the same content, before uploading
         * @description Inferred (issue 19, beyond the spec). For each file the client hashed (SHA-256, 64 lowercase hex, and size), the files of the library with the same content that the caller may see (never others), at most 20 per key. At most 100 files per call (400 above). Needs upload allowed on the folder (403), which the caller must see (404).
         */
        post: operations["findUploadDuplicates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/public-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public upload pages, for an administrator
         * @description Inferred (issue 19). Super admin only (403 for everyone else). Every page, revoked and expired ones too, newest first.
         */
        get: operations["listPublicUploadPages"];
        put?: never;
        /**
         * Create a public upload page into a folder
         * @description Inferred (issue 19). Super admin only. An unguessable hash (144 random bits); optional expiry (in the future, else 400) and quotas over the page's life (maxFiles, maxBytes); the spec's 10 files per upload holds besides (docs/decisions.md "Public upload page quotas"). 404 for a folder that does not exist.
         */
        post: operations["createPublicUploadPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/public-pages/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a public upload page
         * @description Inferred (issue 19). Super admin only. The page stays listed (revoked) and refuses every chunk from then on (403); revoking it again changes nothing. 404 for an unknown hash.
         */
        delete: operations["revokePublicUploadPage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contactowner/{ownerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send a message to a file's owner
         * @description spec 001 §7 "PUT contact-owner service/{ownerId} body message, addresserEmail, formFillTime, secondEmail, imageId". The server refuses (400) a blank message ("Message field cannot be empty") or e-mail ("Email field cannot be empty"), and with "Failed to send message!" a form filled in under 5000 ms or with secondEmail filled, like the client (spec 001 §5), a message over 5,000 characters or an addresserEmail that is not one plain address of at most 254 characters (decided). imageId must be a file the caller may see, owned by ownerId, whose owner has an e-mail address; anything else answers 404 (ImageOwner.contactable tells the client beforehand). The message goes to the owner by e-mail, Reply-To the addresser, and is kept by the server; an e-mail that could not be sent answers 502 "Failed to send message!" (spec 001 §8). A sender (client address, signed-in person) may send 10 messages an hour; beyond, 429 with Retry-After. A server without mail configured answers 501 and lists contactOwner in AdvancedConfig.unavailableFeatures. Success "Message has been successfully sent". The service path is not shown.
         */
        put: operations["contactOwner"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}/annotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save an annotated image
         * @description spec 001 §2 "the drawing is merged and saved in PNG format and the original stays in version history"; spec 001 §7 "Annotation save call: not shown". Needs editData and annotations enabled (spec 001 §6). An empty or too large drawing is refused with "Image is too large to be annotated!" (spec 001 §5).
         */
        post: operations["saveAnnotation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every person, for an administrator
         * @description Inferred (issue 13). Super admin only (403 for everyone else). Every user of the library, the guest principal included, by logicalId.
         */
        get: operations["listAdminUsers"];
        put?: never;
        /**
         * Create a person with a password or a one-time password link
         * @description Inferred (issue 13). Super admin only. With password the person can sign in at once; without, the answer carries a one-time link (valid 72 hours, single use). 400 for a name or e-mail already used, an invalid e-mail, or a name with control characters.
         */
        post: operations["createAdminUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One person and the grants they hold
         * @description Inferred (issue 13). Super admin only.
         */
        get: operations["getAdminUser"];
        put?: never;
        post?: never;
        /**
         * Delete a person
         * @description Inferred (issue 13). Super admin only. What happens - the files they added stay where they are and belong to the library from then on (no owner; contact-the-owner is not offered for them); the folders, sets and share links they made stay; their sessions, grants, one-time links, web settings, pins and notification subscriptions are deleted. Refused with 400 - deleting yourself, the last enabled super admin, or the guest principal.
         */
        delete: operations["deleteAdminUser"];
        options?: never;
        head?: never;
        /**
         * Rename, change the e-mail, make or unmake super admin, disable or enable a person
         * @description Inferred (issue 13). Super admin only. Disabling ends every session of the person at once and refuses their sign-in ("This account is disabled."). Refused with 400 - disabling yourself or taking away your own super admin; disabling or demoting the last enabled super admin; changing the guest principal (only its grants change); a name or e-mail already used.
         */
        patch: operations["updateAdminUser"];
        trace?: never;
    };
    "/api/admin/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a person's password, or issue a one-time password link
         * @description Inferred (issue 13). Super admin only. With password it is set now; without, a new one-time link is issued (any earlier unused link of theirs stops working). Either way every session of the person ends (the caller's own current session excepted). 400 for the guest principal.
         */
        post: operations["resetAdminUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passwordlink/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whom a one-time password link is for
         * @description Inferred (issue 13). Public (no session needed). 404 "This link is not valid or has already been used." for an unknown or used token or a disabled person; 404 "This link has expired." past its expiry. Does not use the link.
         */
        post: operations["checkPasswordLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passwordlink/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password with a one-time link
         * @description Inferred (issue 13). Public. Sets the person's password and uses the link up (single use); the person then signs in as usual (no session is made here). Errors as checkPasswordLink; 400 for a password shorter than 8 characters ("The new password must have at least 8 characters.").
         */
        post: operations["usePasswordLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roles
         * @description Inferred (issue 13). The super admin, and anyone holding setPermissions on some node (to pick a role for a grant); 403 for others.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description Inferred (issue 13). Super admin only. 400 for a name already used. At most 100 roles.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a role
         * @description Inferred (issue 13). Super admin only. Refused with 400 while any grant uses the role ("This role is still granted; remove its grants first.").
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        /**
         * Rename a role or change its permissions
         * @description Inferred (issue 13). Super admin only. The change applies at once to everyone holding the role (at their next request). 400 for a name already used.
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/api/admin/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The grants of a folder, a set or a set group
         * @description Inferred (issue 13; spec 001 §2 folder and set permissions pages). Exactly one of folder, virtualSet, setGroup. Needs setPermissions on the node (spec 001 §6; the super admin always); a set group needs setPermissions granted on that group or everywhere. Lists the grants inherited from above (marked inherited) and the node's own. 400 without exactly one node; 404 for a node the caller cannot see.
         */
        get: operations["listGrants"];
        put?: never;
        /**
         * Grant a role to a person on a folder, a set or a set group
         * @description Inferred (issue 13). Needs setPermissions on the node (as listGrants); folderId 0 (the whole library) needs the super admin. Someone who is not the super admin may grant only a role whose every permission they hold on that node themselves (no one hands out more than they have). 400 - not exactly one node, the same grant already there, a disabled person; 404 - unknown person or role, or a node the caller cannot see. At most 1000 grants on one node.
         */
        post: operations["addGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/grants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a grant
         * @description Inferred (issue 13). Needs setPermissions on the grant's node (as listGrants); a library-wide grant needs the super admin. Takes effect at the person's next request. 404 for an unknown grant or one on a node the caller cannot see.
         */
        delete: operations["removeGrant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The library-wide settings an administrator changes
         * @description Inferred (issue 13; spec 000 §3 "Global settings"). Super admin only.
         */
        get: operations["getAdminSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change library-wide settings
         * @description Inferred (issue 13). Super admin only. The change shows at once in GET /api/config/advanced, /api/config/globalsettings and /api/config/preferences/setsname. setsName is trimmed; 400 when empty or longer than 60 characters.
         */
        patch: operations["updateAdminSettings"];
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description Inferred (issue 16, not in the spec). 200 while the process answers requests; it asks the database nothing, so a slow database never makes a balancer restart the instance. No session, never cached (Cache-Control no-store). A load balancer's liveness check (docs/operations.md).
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe
         * @description Inferred (issue 16, not in the spec). 200 when the database answers a trivial query within a short timeout (2 s) and every migration this server knows is applied; 503 otherwise, with the reason in the message (the database does not answer, did not answer in time, or migrations are missing). No session, never cached. A load balancer sends requests only to instances that are ready (docs/operations.md).
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metrics in the Prometheus text format
         * @description Inferred (issue 16, not in the spec). The Prometheus text exposition format 0.0.4 (Content-Type text/plain; version=0.0.4) - requests by method, route pattern and status class, request latency, jobs queued, running and failed, upload bytes received (docs/operations.md "Metrics"). No session; nothing about files, but meant for the monitoring network, not the public. 404 when the server runs with metrics turned off (VITRINE_METRICS=off).
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The error body of every failed call (spec README; spec 000 §8). The client shows `responseStatus.message` when present. */
        ErrorResponse: {
            responseStatus: components["schemas"]["ResponseStatus"];
        };
        ResponseStatus: {
            /** @description A stable machine-readable code (e.g. "NotFound", "Forbidden", "NameConflict"). */
            errorCode: string;
            /** @description A human-readable message, shown to the user when present. */
            message?: string;
        };
        /** @description The answer of a health probe that passed (inferred; issue 16). */
        ProbeStatus: {
            /** @enum {string} */
            status: "ok";
        };
        /** @description A numeric id of a folder, set, group, image, version or user. */
        Id: number;
        IdList: components["schemas"]["Id"][];
        /** @description The permissions carried on a tree node (spec 000 §6 "Per-node currentPermissions carry editData and upload"). */
        NodePermissions: {
            editData: boolean;
            upload: boolean;
        };
        /** @description Create a set, a set in a group, or a group (spec 000 §7 "{Name, optional ParentId}"). */
        CreateSetRequest: {
            Name: string;
            ParentId?: components["schemas"]["Id"] | null;
        };
        RenameRequest: {
            Name: string;
        };
        /** @description The answer to a recognition request (spec 000 §7). */
        RecognizeResult: {
            enqueued?: boolean;
            /** @description How many images were recognised at once. */
            counter?: number;
            imageId?: components["schemas"]["Id"] | null;
            labels?: string[];
            requiresConsent?: boolean;
        };
        /**
         * @description An export (spec 000 §7): a zip (type 1) or a CSV (type 4) of the files, or a PDF report when
         *     pdfRequest is present.
         */
        ExportRequest: {
            ids: components["schemas"]["Id"][];
            /**
             * @description 1 zip, 4 CSV; ignored when pdfRequest is present.
             * @enum {integer}
             */
            type?: 1 | 4;
            /** @default false */
            keepFoldersStructure?: boolean;
            pdfRequest?: components["schemas"]["PdfRequest"];
        };
        /**
         * @description The configuration flags of spec 000 §7, spelled as the spec writes them.
         * @enum {string}
         */
        ConfigFlag: "ShowSets" | "ShowLogicalViews" | "EnableDashboard" | "StartLoading" | "iskeywordsdictionarylimited";
        /** @description Advanced configuration (spec 000 §7 "/api/config/advanced"; fields inferred). */
        AdvancedConfig: {
            /** @description The build version string; the what's-new modal shows once per version (spec 001 §4, §9). */
            buildVersion: string;
            /**
             * @description The body build variant (spec 000 §2).
             * @default false
             */
            bodyVariant?: boolean;
            /** @description The key of the map view; null shows the no-key state. */
            mapsApiKey?: string | null;
            /** @default false */
            guestAccessEnabled?: boolean;
            /** @description The features this server cannot do (their calls answer 501), so the app does not offer them. Not named by the spec, which has a flag only for some (spec 000 §3 global settings recognition enabled, enableImageVersions, enableAnnotations; those answer false too); docs/decisions.md "Capabilities the server lacks". Absent or empty, everything is available. */
            unavailableFeatures?: components["schemas"]["ServerFeature"][];
        };
        /**
         * @description A feature a server may lack: recognition (spec 001 §7 recognition calls), versions (version history), comments, annotation, sharing (share links and the shared-link page), reports (PDF report preferences and exports), import (POST /api/import), publicExport (the shared page's download), thumbnailChange (Thumbnails.asmx/Change), contactOwner, notificationDelivery (notifications are recorded and kept but not sent by e-mail: the server has no SMTP server; the subscription calls still work).
         * @enum {string}
         */
        ServerFeature: "recognition" | "versions" | "comments" | "annotation" | "sharing" | "reports" | "import" | "publicExport" | "thumbnailChange" | "contactOwner" | "notificationDelivery";
        /** @description Page layout (spec 000 §7 "/api/config/layout"; fields inferred). */
        LayoutConfig: {
            /**
             * @description The page-level default view of / (spec 000 §2).
             * @default gallery
             * @enum {string}
             */
            defaultView: "gallery" | "masonry" | "grid" | "body";
        };
        /** @description A folder as a short reference (spec 001 §3 "Folder node"). */
        FolderRef: {
            id: components["schemas"]["Id"];
            name: string;
            fullPath?: string;
        };
        /** @description A folder of the tree (spec 000 §3). */
        Folder: {
            /** @description The folder id (never -1, which marks the load-more node). */
            id: number;
            name: string;
            fullPath?: string;
            shortPath?: string;
            /** @description Loaded children; may end with a LoadMoreNode. */
            subfolders?: components["schemas"]["FolderTreeNode"][];
            subfoldersCount?: number;
            isPinned?: boolean;
            autoResync?: boolean;
            /** @description Forbidden extensions with a leading dot (spec 000 §5). */
            forbiddenFileTypes?: string[];
            currentPermissions?: components["schemas"]["NodePermissions"];
            /** @description True while the folder is being deleted (spec 000 §4). */
            processing?: boolean;
        };
        /** @description The 'Load more...' placeholder at the end of a page of subfolders (spec 000 §3, §9 "Folders per page 100"). */
        LoadMoreNode: {
            /** @constant */
            id: -1;
            /** @constant */
            name: "Load more...";
            /** @description The skip to send for the next page. */
            nextSkip: number;
            /** @description The id of the parent folder whose children continue, or 'root'. */
            loadMoreFor: components["schemas"]["Id"] | "root";
        };
        /** @description A folder or the load-more placeholder (id -1; a folder id is never negative). */
        FolderTreeNode: components["schemas"]["Folder"] | components["schemas"]["LoadMoreNode"];
        /** @description A set as a short reference (spec 001 §3 "Set"). */
        SetRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description A virtual set (spec 000 §3). Its label is configurable (default 'Virtual Set'). */
        Set: {
            id: components["schemas"]["Id"];
            name: string;
            /** @constant */
            type: "s";
            parentPath?: string;
            /** @description The set group (collection) it belongs to, or null when standalone. */
            groupId?: components["schemas"]["Id"] | null;
            subsets?: components["schemas"]["Set"][];
            isPinned?: boolean;
            /** @description false: the set stays in a collection (it cannot be detached or moved to the root). */
            canBeStandalone?: boolean;
            currentPermissions?: components["schemas"]["NodePermissions"];
        };
        /** @description A set group, called a collection (spec 000 §3). */
        SetGroup: {
            id: components["schemas"]["Id"];
            name: string;
            /** @constant */
            type: "g";
            sets: components["schemas"]["Set"][];
        };
        /** @description A top-level node of the set tree, told apart by `type` ('s' set, 'g' group). */
        SetTreeNode: components["schemas"]["Set"] | components["schemas"]["SetGroup"];
        /** @description The quick-access list (spec 000 §3), newest first (spec 000 §4). */
        PinnedItems: {
            folders: components["schemas"]["Folder"][];
            sets: components["schemas"]["Set"][];
            /** @description Logical node ids (e.g. "date-2024", "location/France"). */
            logicalViewStrings: string[];
        };
        /**
         * @description A node of the logical tree (spec 000 §3). Ids are prefixed date-, attribute-title-,
         *     attribute-author-, attribute-subject-, attribute-keyword-, location/ or custom-.
         */
        LogicalNode: {
            id: string;
            name: string;
            count: number;
            value?: string;
        };
        /** @description One raw row of a logical-view answer (spec 000 §7 "Logical"); which fields are present depends on the view. */
        LogicalRow: {
            year?: number;
            month?: number;
            count: number;
            value?: string;
            id?: number | string;
            /** @description Empty parts show as <Not specified> (spec 000 §2). */
            country?: string | null;
            stateProvince?: string | null;
            city?: string | null;
        };
        /**
         * @description Sort option (spec 000 §3): 1 Added, 2 Date Taken, 3 Title, 4 Relevance (default), 5 Last updated,
         *     6 Last viewed, 7 Filename, 8 Extension, 9 File size, 10 View count; or a negative number, minus
         *     the id of a custom metadata definition, to sort by that custom field (the recognition label is
         *     excluded unless recognition is enabled).
         * @default 4
         */
        SortOption: number;
        /**
         * @description 1 Ascending (default), 2 Descending (spec 000 §3).
         * @default 1
         * @enum {integer}
         */
        SortOrderOption: 1 | 2;
        /** @enum {string} */
        SearchFilterName: "fileFormat" | "orientation" | "expirationDate" | "brandingStatus" | "workflowStatusesIds";
        /** @description One filter of the filter-search dropdown (spec 000 §3). */
        SearchFilter: {
            filterName: components["schemas"]["SearchFilterName"];
            options: string[];
        };
        /**
         * @description The field a logical view searches on (spec 000 §3 "Logical field mapping"): date taken, title,
         *     author, subject, keyword id, image location, custom data value.
         * @enum {string}
         */
        LogicalViewField: "dateTaken" | "title" | "author" | "subject" | "keywordId" | "imageLocation" | "customDataValue";
        /** @description What a search asks for (spec 000 §3). Every field is optional; defaults are given. */
        SearchCriteria: {
            /**
             * @description A client id of this search; answers for other criteria are discarded (spec 000 §4).
             * @default
             */
            searchId?: string;
            /**
             * @description The selected folder id; 0 means all files (spec 000 §4).
             * @default null
             */
            selectedFolder?: components["schemas"]["Id"] | null;
            /**
             * @description The type letter plus the id, e.g. "s12" (a set) or "g3" (a collection).
             * @default null
             */
            selectedSet?: string | null;
            /** @default null */
            selectedDb?: string | null;
            /** @default 0 */
            minRating?: number;
            /**
             * @description Page size; the menu offers 12, 24, 48, 96 and 1000 (show all); the timeline and map ask 500 (spec 000 §9).
             * @default 24
             */
            itemsOnPage?: number;
            /** @default false */
            showCustomFields?: boolean;
            /** @default  */
            text?: string;
            /** @default false */
            booleanMode?: boolean;
            /** @default 1 */
            currentPage?: number;
            /** @default 1 */
            displayedPages?: number;
            /** @default true */
            enablePaging?: boolean;
            /**
             * @description 0 means no limit.
             * @default 0
             */
            maxResults?: number;
            /** @default 4 */
            sortOption?: components["schemas"]["SortOption"];
            /** @default 1 */
            sortOrderOption?: components["schemas"]["SortOrderOption"];
            /** @default false */
            loadCustomData?: boolean;
            /** @default false */
            groupResults?: boolean;
            /**
             * @description Answer ids only (the body view, spec 000 §2).
             * @default false
             */
            idsOnly?: boolean;
            /** @default false */
            hideSubstructure?: boolean;
            /** @default [] */
            filters?: components["schemas"]["SearchFilter"][];
            /** @default null */
            logicalView?: components["schemas"]["LogicalViewField"] | null;
            /** @default null */
            logicalViewValue?: string | null;
            /**
             * Format: date
             * @default null
             */
            dateFrom?: string | null;
            /**
             * Format: date
             * @default null
             */
            dateTo?: string | null;
            /** @default false */
            isLoadingMore?: boolean;
        };
        SearchRequest: {
            criteria: components["schemas"]["SearchCriteria"];
        };
        /** @description One page of a search (spec 000 §3). */
        SearchResult: {
            images: components["schemas"]["ImageSummary"][];
            totalImages: number;
            infoMessages?: string[];
            nextPageExists: boolean;
            /** @description The next page, when the server prefetched it. */
            nextPageResult?: components["schemas"]["SearchResult"] | null;
            searchDto?: components["schemas"]["SearchCriteria"];
        };
        SearchCountResult: {
            totalImages: number;
            infoMessages?: string[];
        };
        /**
         * @description Video processing status (spec 001 §3, §4): "unprocessed" (Queued for Processing), "priority"
         *     (Queued for Processing (priority)), a percentage string such as "42%" (Processing), any string
         *     containing "error" (Failed, with videoTries), "skipped", or empty / null (nothing shown; done).
         * @example unprocessed
         * @example priority
         * @example 42%
         * @example error while transcoding
         * @example skipped
         * @example
         */
        VideoStatus: string | null;
        /**
         * @description Panoramic projection of a video (spec 001 §3); equirectangular is the default.
         * @default equirectangular
         * @enum {string}
         */
        VideoProjection: "equirectangular" | "fisheye" | "3dVideo" | "dual_fisheye";
        ImageOwner: {
            id: components["schemas"]["Id"];
            /** @description Inferred (issue 17): the owner has an e-mail address, so contact the owner may be offered for this file (with contactOwner not in AdvancedConfig.unavailableFeatures). False: not offered. Absent: unknown (an older server), offer it. */
            contactable?: boolean;
            /** @description Read-only (spec 001 §3). */
            profileUrl?: string | null;
        };
        /** @description The folder an image is in (spec 000 §3 folder{id}; spec 001 §3 folder (id, shortPath, rootPath)). */
        ImageFolder: {
            id: components["schemas"]["Id"];
            shortPath?: string;
            rootPath?: string;
        };
        ImageAttributes: {
            title?: string | null;
            author?: string | null;
            subject?: string | null;
            description?: string | null;
        };
        /** @description IPTC fields (spec 001 §3 names urgency and DateCreated); other IPTC fields by name. */
        ImageIPTC: {
            urgency?: number | null;
            /** @description Read-only (spec 001 §3). */
            DateCreated?: string | null;
        } & {
            [key: string]: string | number | null;
        };
        /** @description The parts of imageLocation (the grid's City, State and Country columns read them; '' for an empty part). Not named by the spec, which lists imageLocation only; docs/decisions.md. */
        ImageLocationParts: {
            city: string;
            stateProvince: string;
            country: string;
        };
        ImageGPS: {
            id?: components["schemas"]["Id"];
            latitude?: number | null;
            longitude?: number | null;
            zoomLevel?: number | null;
        };
        /** @description Technical file information (spec 001 §3 width, height); camera information by name, read-only. */
        ImageInfo: {
            width?: number;
            height?: number;
        } & {
            [key: string]: string | number | null;
        };
        /** @description An opaque token naming one state of a file's renditions (ImageSummary.thumbnailVersion); compare it only for equality. */
        ThumbnailVersion: string;
        /** @description Read-only log dates and counters (spec 000 §3). */
        ImageLog: {
            /** Format: date-time */
            addedToDBGallery?: string | null;
            viewCount?: number;
            /** Format: date-time */
            lastViewed?: string | null;
            /** Format: date-time */
            lastDataUpdate?: string | null;
            /** Format: date-time */
            lastFileModification?: string | null;
            /** Format: date-time */
            lastVisualUpdate?: string | null;
        };
        /** @description The value of one custom metadata definition on an image (shape inferred). */
        ImageCustomMetadata: {
            definitionId: components["schemas"]["Id"];
            value: string | null;
        };
        /** @description A workflow status (spec 001 §3 "workflow status (id, name)"). */
        WorkflowStatus: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description A CSS colour for the badge (inferred). */
            color?: string | null;
        };
        ImageVideoInfo: {
            panoramicProjection?: components["schemas"]["VideoProjection"] | null;
        };
        /** @description An image as used for browsing (spec 000 §3), with the derived flags. */
        ImageSummary: {
            id: components["schemas"]["Id"];
            fileName: string;
            /** @description Without the leading dot, lower case (e.g. "jpg"). */
            extension: string;
            mimeType?: string;
            /** @description Bytes. */
            fileSize?: number;
            folder?: components["schemas"]["ImageFolder"];
            keywords?: string[];
            /** Format: date */
            expirationDate?: string | null;
            /** @description When set, opening the image opens this URL in a new tab (spec 000 §2). */
            previewExternalUrl?: string | null;
            licenseDocumentUrl?: string | null;
            licenseExpiryNote?: string | null;
            isOnBrand?: boolean | null;
            videoStatus?: components["schemas"]["VideoStatus"];
            /** @description The location as text, "City, State, Country" without the empty parts. */
            imageLocation?: string | null;
            imageLocationParts?: components["schemas"]["ImageLocationParts"];
            owner?: components["schemas"]["ImageOwner"];
            imageAttributes?: components["schemas"]["ImageAttributes"];
            imageIPTC?: components["schemas"]["ImageIPTC"];
            imageGPS?: components["schemas"]["ImageGPS"];
            imageInfo?: components["schemas"]["ImageInfo"];
            imageLog?: components["schemas"]["ImageLog"];
            imageCustomMetadatas?: components["schemas"]["ImageCustomMetadata"][];
            imageWorkflowStatuses?: components["schemas"]["WorkflowStatus"][];
            hasJobs?: boolean;
            awaitingRecognition?: boolean;
            failedRecognition?: boolean;
            /** @description The file's thumbnails could not be made (its last thumbnail job failed for good, e.g. a damaged image); Download.aspx?thumb= answers the failed placeholder (`X-Vitrine-Placeholder failed`) until POST /api/Thumb/generate queues them again. Not in the spec (issue 13 row 8; docs/decisions.md "Failed thumbnails"). */
            thumbnailFailed?: boolean;
            /** @description The version of the file's renditions, carried as `v` in the thumbnail URLs (GET /Download.aspx?id=&thumb=&v=): it changes whenever the renditions change (made for the first time, made again from new content, rotated), so the browser fetches the new picture instead of showing the one it holds. Null while the file has no rendition (its thumbnail is pending or failed, or its type gets none): the URL then carries no version and its placeholder is not cached. Not in the spec (docs/decisions.md "Thumbnail URLs carry a version"). */
            thumbnailVersion?: components["schemas"]["ThumbnailVersion"] | null;
            /** @description How long an audio or video file plays, in seconds (the tile's type glyph); null when not known yet (its job has not run) or not audio / video. Not in the spec (issue 14). */
            durationSeconds?: number | null;
            /** @description A PDF's page count (the tile's type glyph); null when not known or not a PDF. Not in the spec (issue 14). */
            pageCount?: number | null;
            recognizedLabels?: string[];
            version?: number;
            /** @description The group title when results are grouped; 'No data' when empty (spec 000 §3). */
            group?: string | null;
            isVideo?: boolean;
            isAudio?: boolean;
            isPdf?: boolean;
            isImage?: boolean;
            /** @description The expiration date is today or past (spec 000 §4). */
            isExpired?: boolean;
            /** @description Within 14 days before the expiration date (spec 000 §4, §9). */
            isExpiredSoon?: boolean;
        };
        /** @description The detail object read by the viewer (spec 001 §3), a summary plus the viewer's fields. */
        ImageDetail: components["schemas"]["ImageSummary"] & {
            imageVideoInfo?: components["schemas"]["ImageVideoInfo"];
            /** @description How many times the server tried to process this video (spec 001 §8). */
            videoTries?: number;
            isWebImage?: boolean;
            /** @description Spelled as the spec writes it (spec 001 §3). */
            isRecognizible?: boolean;
            lastVisualUpdateHash?: string | null;
            lastFileUpdateHash?: string | null;
            imageIdForPdf?: components["schemas"]["Id"] | null;
            workflowStatus?: components["schemas"]["WorkflowStatus"] | null;
        };
        /** @description A custom metadata field (spec 000 §3). Double underscores in the label show as spaces. */
        CustomMetadataDefinition: {
            id: components["schemas"]["Id"];
            label: string;
            displayOrder: number;
            /**
             * @description Values come from a dictionary; new values cannot be created (spec 001 §5; field inferred).
             * @default false
             */
            isDictionary?: boolean;
            /**
             * @description The definition that holds recognition labels, left out of the logical tree (spec 000 §2; field inferred).
             * @default false
             */
            isRecognitionLabel?: boolean;
        };
        /** @description A share link and its settings (spec 000 §3). */
        SharingState: {
            id: components["schemas"]["Id"];
            urlSlug?: string;
            /** @description Ids of the images the user may share. */
            allowedToShare?: components["schemas"]["Id"][];
            notAllowedToShare?: components["schemas"]["Id"][];
            notAllowedToDownload?: components["schemas"]["Id"][];
            allowedToDownloadImages?: boolean;
            allowedToRepresentSlideshow?: boolean;
            allowedToShowInfo?: boolean;
            showInfoPanelOnFirstLoad?: boolean;
            title?: string | null;
            /** @description Make the slug from the title; needs a title of at least 4 characters (spec 000 §5). */
            makeUrlFriendly?: boolean;
            /** @description Lower case, accents and symbols reduced, at most 257 characters (spec 000 §5). */
            newUrlSlug?: string | null;
            /** @description Local date-time shown in the picker, in 30-minute steps (spec 000 §5). */
            expirationDatetime?: string | null;
            /** Format: date-time */
            expirationDatetimeUTC?: string | null;
            imagesIds?: components["schemas"]["Id"][];
            /** @description Sent to set the link's password; an empty string or null removes it, left out keeps it. Never answered (only its hash is kept). Not in the spec (docs/decisions.md "Share links"). */
            password?: string | null;
            /** @description Whether a visitor needs a password. Not in the spec. */
            readonly hasPassword?: boolean;
            /** @description Revoked by its owner (revokeShare); it no longer opens. Not in the spec. */
            readonly isRevoked?: boolean;
            /** Format: date-time */
            readonly createdAt?: string;
            /** @description How many times the link was opened (getSharedView answering its files). Not in the spec. */
            readonly viewCount?: number;
            /** @description How many downloads went through the link (originals and public exports). Not in the spec. */
            readonly downloadCount?: number;
        };
        /** @description The share links of the signed-in user, newest first ("My shares"; not in the spec, docs/decisions.md "Share links"). */
        MyShares: {
            shares: components["schemas"]["SharingState"][];
        };
        CreateShareRequest: {
            /** @description The page address the link is created from. */
            Href: string;
            imageIds: components["schemas"]["Id"][];
            key?: string | null;
            title?: string | null;
        };
        /** @description What a shared-link visitor gets (spec 000 §7 "sharing view", spec 001 §6). */
        SharedView: {
            title?: string | null;
            /** @description Shown instead of 'Something went wrong' when present (spec 000 §8). */
            errorMessage?: string | null;
            searchResult?: {
                ids: components["schemas"]["Id"][];
            };
            allowedToDownloadImages?: boolean;
            allowedToRepresentSlideshow?: boolean;
            allowedToShowInfo?: boolean;
            showInfoPanelOnFirstLoad?: boolean;
            /** @description The link has a password and none (or a wrong one) was sent; errorMessage says which. Not in the spec (docs/decisions.md "Share links"). */
            passwordRequired?: boolean;
        };
        /** @description A user a folder is shared with (spec 000 §3); logicalId is shown as the name. */
        User: {
            id: components["schemas"]["Id"];
            logicalId: string;
            /** Format: email */
            email?: string | null;
            folderId?: components["schemas"]["Id"] | null;
        };
        /** @description A person given access to a folder through share with people (issue 20). */
        FolderPerson: {
            user: components["schemas"]["User"];
            /** @description Who gave the access (null when that person was deleted since). */
            sharedBy: string | null;
        };
        /** @description The new user (spec 000 §7 "POST users create"), and what became of their invitation mail (issue 20). */
        CreatedUser: components["schemas"]["User"] & {
            /**
             * @description sent, a mail with a set-password link went out; notConfigured, the server has no mail transport or public URL (an administrator must send them a password link); failed, the SMTP server refused it (likewise).
             * @enum {string}
             */
            invitation: "sent" | "notConfigured" | "failed";
        };
        /** @description A user to create, carrying the folder it is for (spec 000 §7 "users create"). */
        CreateUserRequest: {
            logicalId?: string | null;
            /** Format: email */
            email: string;
            folderId: components["schemas"]["Id"];
        };
        /**
         * @description A selectable field group of the PDF report (spec 000 §3).
         * @enum {string}
         */
        PdfFieldGroup: "title" | "iptcContent" | "image" | "contactAndStatus" | "fileInfo" | "exif";
        /**
         * @description Only Times New Roman, Arial and Georgia are kept; any other falls back to Arial (spec 000 §5, §9).
         * @default Arial
         * @enum {string}
         */
        PdfFont: "Times New Roman" | "Arial" | "Georgia";
        /** @description A header or footer image; must be an image file (spec 000 §5). */
        PdfImage: {
            path: string;
        };
        PdfSettings: {
            /** @description One of the 12 page templates (spec 000 §9). */
            template?: number;
            font?: {
                family?: components["schemas"]["PdfFont"];
            };
            titleBlock?: {
                infoSpecification?: components["schemas"]["PdfFieldGroup"][];
                customIds?: components["schemas"]["Id"][];
            };
            pageNumbers?: {
                /**
                 * @default right
                 * @enum {string}
                 */
                position?: "left" | "center" | "right";
                /**
                 * @description e.g. 'PageXofY' (the default, spec 000 §5).
                 * @default PageXofY
                 */
                format?: string;
            };
        };
        /** @description A PDF report request (spec 000 §3). */
        PdfRequest: {
            settings?: components["schemas"]["PdfSettings"];
            headerImage?: components["schemas"]["PdfImage"] | null;
            footerImage?: components["schemas"]["PdfImage"] | null;
            /** @description Custom metadata definitions included in the report. */
            customIds?: components["schemas"]["Id"][];
        };
        /** @description The default and custom report variants (spec 000 §7 "Reports"). */
        DefaultReport: {
            defaultPdf?: components["schemas"]["PdfRequest"];
            customPdf?: components["schemas"]["PdfRequest"] | null;
            customData?: components["schemas"]["CustomMetadataDefinition"][];
        };
        SaveDefaultReportRequest: {
            pdfRequest: components["schemas"]["PdfRequest"];
            isFromPreferences?: boolean;
        };
        /** @description One image layout with its title flag (spec 000 §3 "layouts ... with title flags"; field list inferred). */
        ImageLayout: {
            showTitle?: boolean;
            /** @description Names of the fields shown, in order. */
            fields?: string[];
        };
        /** @description The image layouts (spec 000 §3). */
        ImageLayouts: {
            expanded?: components["schemas"]["ImageLayout"];
            collapsed?: components["schemas"]["ImageLayout"];
            shared?: components["schemas"]["ImageLayout"];
            info?: components["schemas"]["ImageLayout"];
            fullData?: components["schemas"]["ImageLayout"];
        };
        /** @description Administrator settings (spec 000 §3 "Global settings"). */
        GlobalSettings: {
            recognitionEnabled?: boolean;
            hideStarRating?: boolean;
            keywordsManagementAllowed?: boolean;
            fileTypesChangeAllowed?: boolean;
            enableWorkflow?: boolean;
            subscriptionAllowed?: boolean;
            enableImageVersions?: boolean;
            enableAnnotations?: boolean;
            /** @description Comments are available (spec 001 §6; field inferred). */
            enableComments?: boolean;
            hideTreeOnLoad?: boolean;
            autoExpandRootFolder?: boolean;
            enableNotifications?: boolean;
            enableImageBrandingStatus?: boolean;
            showThumbsDataOptions?: boolean;
            showDateDataView?: boolean;
            showAttributeDataView?: boolean;
            showLocationDataView?: boolean;
            showCustomFieldDataView?: boolean;
            layouts?: components["schemas"]["ImageLayouts"];
        };
        /**
         * @description Per-user settings, browser local storage first, then the server (spec 000 §3, spec 001 §3: the
         *     union of both documents' fields). Never saved for guests or shared-link visitors.
         */
        WebSettings: {
            hideTree?: boolean;
            treePanelWidth?: number;
            /** @description The visible grid columns as a JSON string of column names (spec 001 §7). */
            visibleGridColumn?: string;
            sortOption?: components["schemas"]["SortOption"];
            sortOrderOption?: components["schemas"]["SortOrderOption"];
            groupResults?: boolean;
            hideSubstructure?: boolean;
            /** @description Above 1000 resets to 96 (spec 000 §5). */
            pageSize?: number;
            showMarkerClusters?: boolean;
            showThumbs?: boolean;
            areThumbsShown?: boolean;
            expandFolderTree?: boolean;
            expandSetsTree?: boolean;
            expandLogicalTree?: boolean;
            workflowBadgesShowOnlyColor?: boolean;
            isFileSidebarEnabled?: boolean;
            showDetails?: boolean;
            /** @description The info banner is shown (false once dismissed). */
            infoBanner?: boolean;
            settingsTab?: boolean;
            previewTab?: boolean;
            commentsTab?: boolean;
            /** @description The build version whose what's-new modal was seen (spec 001 §4). */
            whatsNewSeen?: string | null;
            /**
             * @default 5000
             * @enum {integer}
             */
            slideshowTimeout?: 2000 | 5000 | 10000 | 20000 | 30000 | 60000 | 120000 | 300000;
            unpinPreviewMenu?: boolean;
            recognizeObjects?: boolean;
            uploadFilePreviewCollapsed?: boolean;
            uploadSearchDuplicates?: boolean;
            uploadControlsCollapsed?: boolean;
            uploadExtractZip?: boolean;
            /** @description Names of the collapsed detail groups. */
            collapsedImageDetails?: string[];
        };
        /** @description Access states (spec 000 §3). */
        AccessState: {
            isGuestAccess: boolean;
            isSuperAdmin: boolean;
            isShared: boolean;
        };
        /** @description The signed-in user (or a guest) with the access states (inferred). */
        CurrentUser: components["schemas"]["AccessState"] & {
            /** @description The user id; null for a guest or a shared-link visitor. */
            id: components["schemas"]["Id"] | null;
            name: string;
            /** Format: email */
            email?: string | null;
        };
        SignInRequest: {
            userName: string;
            /** Format: password */
            password: string;
        };
        /** @description A password change (inferred); the new password has at least 8 characters and differs from the current one (docs/decisions.md). */
        ChangePasswordRequest: {
            /** Format: password */
            currentPassword: string;
            /** Format: password */
            newPassword: string;
        };
        /**
         * @description Audit activity types (spec 000 §3).
         * @enum {string}
         */
        AuditActivityType: "upload" | "upload-zip" | "recognition" | "email-upload" | "image-update" | "image-delete" | "folder-delete";
        AuditRecord: {
            /** @description JSON text holding entries with fieldName and newValue (spec 001 §3). */
            data?: string;
        };
        AuditActivity: {
            activityType?: components["schemas"]["AuditActivityType"];
            data?: string | null;
            auditRecords?: components["schemas"]["AuditRecord"][];
            /**
             * Format: date-time
             * @description When it happened (inferred; the version history shows who and when, docs/decisions.md "Version history").
             */
            createdAt?: string;
            /** @description Who did it, as a display name (inferred, as createdAt); null when unknown or the person was deleted. */
            userName?: string | null;
        };
        /** @description One version of an image (spec 001 §3). `id` is inferred (delete and restore need it). The list holds the current content too, marked isLastPictureVersion (docs/decisions.md "Version history"). `versionNumber`, `fileName`, `fileSize`, `width`, `height` and `userName` are inferred. */
        ImageVersion: {
            id: components["schemas"]["Id"];
            /**
             * Format: date-time
             * @description When this content became the image's (uploaded, replaced, rotated, annotated or restored).
             */
            createdAt: string;
            /** @description The image's version number this content has (1 for the first upload). */
            versionNumber?: number;
            /** @description Who made this content, as a display name; null when unknown or the person was deleted. */
            userName?: string | null;
            fileName?: string;
            fileSize?: number;
            width?: number | null;
            height?: number | null;
            /** @enum {string} */
            objectType: "image" | "video" | "audio" | "pdf";
            extension?: string;
            /** @description Where the version's file can be read (a URL, GET /api/version/{versionId}/file). */
            location?: string;
            wasAnnotated?: boolean;
            auditRecord?: components["schemas"]["AuditRecord"] | null;
            relatedAuditActivities?: components["schemas"]["AuditActivity"][];
            /** @description This is the image's current content (the last picture version); it cannot be restored, and deleting it needs prevImageVersionWithFileId. */
            isLastPictureVersion: boolean;
        };
        /** @enum {string} */
        EditAction: "replace" | "append" | "prepend";
        /** @description One metadata edit (spec 001 §3); text edited around the "multiple values" placeholder becomes append or prepend (spec 001 §5). */
        EditPatch: {
            id: components["schemas"]["Id"];
            /** @description The field name: imageAttributes.{title, author, subject, description}, keywords, custom-{definitionId}, imageIPTC.{name} (DateCreated read-only), imageGPS.latitude / imageGPS.longitude (replace only; -90..90 / -180..180; both or neither once the patches of an image are applied; "" clears), expirationDate (yyyy-mm-dd), licenseDocumentUrl (an http or https address of at most 2,048 characters) and licenseExpiryNote (these three need images.setExpiration), isOnBrand ("true" / "false", needs images.setOnBrand), workflowStatus, rating. Texts are bounded after the action: 4,096 characters, 16,384 for the description, the keywords and custom fields (docs/decisions.md "The metadata editor"). */
            field: string;
            action: components["schemas"]["EditAction"];
            /** @description The new text. For keyword and dictionary fields, the items joined by ';' (spec 001 §5), so an item may hold a comma. */
            value: string | null;
        };
        UpdateImagesRequest: {
            imageIds: components["schemas"]["Id"][];
            patches: components["schemas"]["EditPatch"][];
        };
        /** @description One uploaded file, listed in the last chunk's answer (spec 001 §3). */
        UploadFileResult: {
            Id: components["schemas"]["Id"];
            isImage?: boolean;
            imageIPTC?: components["schemas"]["ImageIPTC"];
            imageInfo?: components["schemas"]["ImageInfo"];
            folderId?: components["schemas"]["Id"];
            name: string;
            recognizing?: boolean;
            isZip?: boolean;
            hasDuplicates?: boolean;
            folderUpload?: boolean;
        };
        /** @description The answer to one chunk; `files` is present on the last chunk. */
        UploadChunkResult: {
            complete: boolean;
            receivedBytes: number;
            files?: components["schemas"]["UploadFileResult"][];
        };
        /**
         * @description A boolean sent as a multipart text field.
         * @enum {string}
         */
        BooleanString: "true" | "false";
        /**
         * @description One chunk of a file (spec 001 §7: chunks of 60,000,000 bytes, multipart). Every chunk of one
         *     file carries the same uniqueId; the server appends at chunkOffset.
         */
        UploadChunkForm: {
            /** @description The chunk's bytes. */
            file: Blob;
            fileName: string;
            /** @description The whole file's size in bytes (at most 2Gb, spec 001 §9). */
            fileSize: number;
            /** @description 0-based. */
            chunkIndex: number;
            chunkCount: number;
            /** @description Byte offset of this chunk in the file. */
            chunkOffset: number;
            /** @description The client's id of this file's upload. */
            uniqueId: string;
            /** @description The file's path inside an uploaded folder. */
            relativePath?: string;
            recognizeObjects?: components["schemas"]["BooleanString"];
            requestGeocodingReverse?: components["schemas"]["BooleanString"];
            overwriteMetadata?: components["schemas"]["BooleanString"];
            searchDuplicates?: components["schemas"]["BooleanString"];
            flatUpload?: components["schemas"]["BooleanString"];
            unzip?: components["schemas"]["BooleanString"];
            makeCopy?: components["schemas"]["BooleanString"];
            createNewVersion?: components["schemas"]["BooleanString"];
        };
        /** @description A message to a file's owner (spec 001 §3, §5). */
        ContactRequest: {
            /** @description At most 5,000 characters (decided; @vitrine/core CONTACT_MAX_MESSAGE_LENGTH). */
            message: string;
            /** @description One plain address, no display name (it becomes the Reply-To); at most 254 characters. */
            addresserEmail: string;
            /** @description Milliseconds spent filling the form; under 5000 is treated as spam (spec 001 §5). */
            formFillTime: number;
            /** @description The hidden honeypot field; must stay empty (spec 001 §5). */
            secondEmail?: string | null;
            imageId: components["schemas"]["Id"];
        };
        /**
         * @description Notification subscription keys (spec 000 §3).
         * @enum {string}
         */
        NotificationKey: "upload" | "image-delete" | "image-move-in" | "image-move-out" | "image-overwrite" | "image-workflow-status-change" | "image-annotate" | "image-version-restore";
        /** @description The signed-in user's own subscriptions for one folder or set (each user has theirs). */
        NotificationSettings: {
            subscribeTo: components["schemas"]["NotificationKey"][];
            /** @description The user has an e-mail address to notify. */
            hasEmail: boolean;
        };
        /** @description A comment on an image (shape inferred; the spec does not show it). The text is plain text, never markup; a mention ("@kenji.ito") is plain text too (docs/decisions.md "Comments"). */
        Comment: {
            id: components["schemas"]["Id"];
            imageId: components["schemas"]["Id"];
            text: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When its author last changed the text; null when never.
             */
            editedAt?: string | null;
            author: components["schemas"]["CommentAuthor"];
            /** @description The current user may change this comment's text (its author only; decided). */
            canEdit: boolean;
            /** @description The current user may delete this comment (its author, or a super admin; decided). */
            canDelete: boolean;
        };
        /** @description The text of a new or changed comment (plain text; the bounds in addComment). */
        CommentText: {
            text: string;
        };
        CommentAuthor: {
            id: components["schemas"]["Id"];
            name: string;
        };
        Keyword: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description Upload limits (spec 001 §9; the answer's shape is not shown, fields inferred). */
        UploadSettings: {
            /** @default 60000000 */
            chunkSize?: number;
            /**
             * @description Bytes (2Gb).
             * @default 2147483648
             */
            maxFileSize?: number;
            /** @default 50000 */
            fileCountLimit?: number;
            /** @default 10 */
            publicFileCountLimit?: number;
            publicExtensions?: string[];
        };
        /** @description A public upload page (spec 001 §1 "Public upload pages accept only images"; spec 000 §2 /public) as an administrator manages it (issue 19, inferred). Quotas count over the page's whole life, beside the spec's 10 files per upload (docs/decisions.md "Public upload page quotas"). */
        PublicUploadPage: {
            /** @description The page's unguessable name (144 random bits, base64url), the publicHash of uploadPublicChunk. */
            hash: string;
            folderId: components["schemas"]["Id"];
            folderName: string;
            /** @description The folder's full path ("/Marketing/Campaigns"). */
            folderPath?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** @description At most this many files over the page's life (null for no quota). */
            maxFiles: number | null;
            /** @description At most this many bytes over the page's life (null for no quota). */
            maxBytes: number | null;
            filesReceived: number;
            bytesReceived: number;
            revoked: boolean;
            /** Format: date-time */
            revokedAt?: string | null;
        };
        /** @description EXIF tags of a file, grouped (shape inferred). */
        ExifDetails: {
            id: components["schemas"]["Id"];
            tags: {
                group: string;
                name: string;
                value: string;
            }[];
        };
        /** @description Technical details of a video (shape inferred). */
        VideoDetails: {
            id: components["schemas"]["Id"];
            durationSeconds?: number | null;
            width?: number | null;
            height?: number | null;
            codec?: string | null;
            frameRate?: number | null;
            panoramicProjection?: components["schemas"]["VideoProjection"] | null;
        };
        /** @description A single configuration value. */
        ValueResult: {
            value: string | null;
        };
        FlagResult: {
            value: boolean;
        };
        AllowedResult: {
            allowed: boolean;
        };
        /** @description An export token; the file is then read at the export path plus /{token}. */
        TokenResult: {
            id: string;
        };
        /** @description How a prepared export stands (GET /api/export/{token}/status; issue 20 "large exports continue in the background and notify when ready"). A PDF report is made by a job on the server: queued, then making (done of total images placed), then ready (GET /api/export/{token} sends it) or failed (message says why). A zip or a CSV is built while it is downloaded, so it is ready at once. */
        ExportStatus: {
            /** @enum {string} */
            state: "queued" | "making" | "ready" | "failed";
            /** @description Images placed so far (a zip or a CSV - the files it holds). */
            done: number;
            /** @description Images the report holds. */
            total: number;
            /** @description Why a failed report failed. */
            message?: string;
        };
        /**
         * @description A permission name of spec 000 §6 and spec 001 §6 (@vitrine/core PERMISSION_NAMES, four of them named by us, docs/decisions.md).
         * @enum {string}
         */
        PermissionName: "share.link" | "share" | "download" | "images.download" | "editData" | "edit" | "delete" | "images.delete" | "notifications.subscribe" | "add" | "images.setExpiration" | "webUpload" | "images.setOnBrand" | "images.seeOffBrand" | "report.customize" | "setPermissions" | "fullData.view" | "images.seeExpired" | "keywords.manage";
        /** @description A person as an administrator sees them (inferred; issue 13). logicalId is the sign-in name, shown as the name (spec 000 §3 "User"). */
        AdminUser: {
            id: components["schemas"]["Id"];
            logicalId: string;
            email: string | null;
            isSuperAdmin: boolean;
            /** @description A disabled user cannot sign in and has no session. */
            isDisabled: boolean;
            /** @description The one guest principal (visitors without a session when guest access is on, spec 000 §6); it never signs in, and holds the guest's grants. */
            isGuest: boolean;
            /** @description False until a password is set (invited users, the guest). */
            hasPassword: boolean;
            /** @description A one-time password link was issued, is not used and has not expired. */
            passwordLinkPending: boolean;
            /** @description The folder the user was created for by sharing (spec 000 §7 "users create"), else null. */
            folderId: components["schemas"]["Id"] | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A person and every grant they hold (direct grants only; what they inherit follows from the nodes). */
        AdminUserDetail: components["schemas"]["AdminUser"] & {
            grants: components["schemas"]["Grant"][];
        };
        /** @description A new person. With password, they can sign in at once; without, the answer carries a one-time password link. */
        CreateAdminUserRequest: {
            /** @description The sign-in name, unique (case-insensitive), trimmed; no control characters. */
            logicalId: string;
            /** @description An e-mail address (something@domain.tld), unique when given. */
            email?: string | null;
            /**
             * Format: password
             * @description At least 8 characters (@vitrine/core PASSWORD_LIMITS; checked by the handler, which answers "The new password must have at least 8 characters.").
             */
            password?: string;
            /** @default false */
            isSuperAdmin?: boolean;
        };
        /** @description The fields to change; those left out stay. */
        UpdateAdminUserRequest: {
            logicalId?: string;
            email?: string | null;
            isSuperAdmin?: boolean;
            isDisabled?: boolean;
        };
        /** @description A one-time password link. Only the token's hash is stored, so the token is shown once, in this answer. The reference app's page for it is /set-password#{token} (the token in the fragment never reaches a server log). */
        PasswordLink: {
            token: string;
            /** Format: date-time */
            expiresAt: string;
        };
        CreateAdminUserResult: {
            user: components["schemas"]["AdminUser"];
            /** @description Null when the request gave a password. */
            passwordLink: components["schemas"]["PasswordLink"] | null;
        };
        /** @description With password, it is set now; without, a one-time link is issued. */
        ResetPasswordRequest: {
            /**
             * Format: password
             * @description At least 8 characters (@vitrine/core PASSWORD_LIMITS; checked by the handler, which answers "The new password must have at least 8 characters.").
             */
            password?: string;
        };
        ResetPasswordResult: {
            /** @description Null when the request gave a password. */
            passwordLink: components["schemas"]["PasswordLink"] | null;
        };
        PasswordLinkRequest: {
            token: string;
        };
        /** @description Whom a valid link is for. */
        PasswordLinkInfo: {
            logicalId: string;
            /** Format: date-time */
            expiresAt: string;
        };
        UsePasswordLinkRequest: {
            token: string;
            /**
             * Format: password
             * @description At least 8 characters (@vitrine/core PASSWORD_LIMITS; checked by the handler, which answers "The new password must have at least 8 characters.").
             */
            password: string;
        };
        /** @description A role, granted to people on nodes; its permissions are what it gives where granted (spec 000 §6, spec 001 §6; role names are not shown in the spec). */
        Role: {
            id: components["schemas"]["Id"];
            name: string;
            permissions: components["schemas"]["PermissionName"][];
            /** @description How many grants use the role. */
            grantCount: number;
        };
        RoleRequest: {
            /** @description Unique (case-insensitive), trimmed. */
            name: string;
            permissions: components["schemas"]["PermissionName"][];
        };
        UpdateRoleRequest: {
            name?: string;
            permissions?: components["schemas"]["PermissionName"][];
        };
        /** @description Where a grant applies. library (id null) is everywhere; a folder covers its subfolders, a set its subsets, a set group (collection) its sets. */
        GrantNode: {
            /** @enum {string} */
            kind: "library" | "folder" | "set" | "setGroup";
            id: components["schemas"]["Id"] | null;
            /** @description The folder's, set's or group's name; null for library. */
            name: string | null;
        };
        /** @description A role granted to a person on a node. */
        Grant: {
            id: components["schemas"]["Id"];
            user: {
                id: components["schemas"]["Id"];
                logicalId: string;
            };
            role: {
                id: components["schemas"]["Id"];
                name: string;
            };
            node: components["schemas"]["GrantNode"];
            /** @description True when the grant is on a node above the one asked about (or everywhere); it is removed there, not here. */
            inherited: boolean;
        };
        NodeGrants: {
            node: components["schemas"]["GrantNode"];
            /** @description The grants that apply here, those inherited from above first (library, then from the top down), then the node's own; by user name within each. */
            grants: components["schemas"]["Grant"][];
        };
        /** @description Exactly one of folderId, setId, setGroupId. folderId 0 is the whole library ('All', spec 000 §4), super admin only. */
        AddGrantRequest: {
            userId: components["schemas"]["Id"];
            roleId: components["schemas"]["Id"];
            folderId?: components["schemas"]["Id"];
            setId?: components["schemas"]["Id"];
            setGroupId?: components["schemas"]["Id"];
        };
        /** @description The library-wide settings an administrator changes (spec 000 §3 "Global settings", spec 000 §6 guest access, spec 000 §7 sets-name preference). Each takes effect at once in GET /api/config/advanced (guestAccessEnabled), /api/config/globalsettings (the flags) and /api/config/preferences/setsname (setsName). */
        AdminSettings: {
            guestAccessEnabled: boolean;
            /** @description What sets are called (spec 000 §1 "Virtual Set" by default). */
            setsName: string;
            recognitionEnabled: boolean;
            hideStarRating: boolean;
            enableWorkflow: boolean;
            subscriptionAllowed: boolean;
            enableImageVersions: boolean;
            enableAnnotations: boolean;
            enableComments: boolean;
            hideTreeOnLoad: boolean;
            autoExpandRootFolder: boolean;
            enableNotifications: boolean;
            enableImageBrandingStatus: boolean;
            showThumbsDataOptions: boolean;
            showDateDataView: boolean;
            showAttributeDataView: boolean;
            showLocationDataView: boolean;
            showCustomFieldDataView: boolean;
        };
        /** @description The settings to change (at least one); those left out stay. */
        UpdateAdminSettingsRequest: {
            guestAccessEnabled?: boolean;
            /** @description What sets are called (spec 000 §1 "Virtual Set" by default). */
            setsName?: string;
            recognitionEnabled?: boolean;
            hideStarRating?: boolean;
            enableWorkflow?: boolean;
            subscriptionAllowed?: boolean;
            enableImageVersions?: boolean;
            enableAnnotations?: boolean;
            enableComments?: boolean;
            hideTreeOnLoad?: boolean;
            autoExpandRootFolder?: boolean;
            enableNotifications?: boolean;
            enableImageBrandingStatus?: boolean;
            showThumbsDataOptions?: boolean;
            showDateDataView?: boolean;
            showAttributeDataView?: boolean;
            showLocationDataView?: boolean;
            showCustomFieldDataView?: boolean;
        };
    };
    responses: {
        /** @description Bad request (spec 000 §8 "400 Bad request"). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unauthorized (spec 000 §8 "401 Unauthorized"). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Forbidden (spec 000 §8 "403 Forbidden"). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Not found (spec 000 §8 "404 Not found"). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A file with the same name exists at the destination; the client opens the move-conflict dialog with the server message (spec 001 §8). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Sign-in held back (inferred; the spec shows no sign-in): too many failed attempts for the user name or the client address, or too many sign-ins being checked at once. The same answer whether the account exists or not; errorCode TooManyAttempts, message "Too many sign-in attempts. Wait a moment, then try again." */
        TooManyAttempts: {
            headers: {
                /** @description Seconds to wait before the next attempt (at least 1). */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The rename affects more than 10 thousand items; the client asks confirmation and resends with hugeOperationAllowed (spec 000 §5, §8). */
        TooManyItems: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The file is too large ("File is too large. File size can not exceed 2Gb", spec 001 §5). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Trial subscription expired. (spec 001 §8, upload status 440) */
        TrialExpired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Storage limit reached. (spec 001 §8, upload status 441) */
        StorageLimitReached: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Upload limit reached. (spec 001 §8, upload status 442) */
        UploadLimitReached: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Changed image not found. (spec 001 §8, upload status 443) */
        ChangedImageNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Destination folder not found (spec 001 §8, upload status 444) */
        DestinationFolderNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Failed to add the file from the uploaded folder. (spec 001 §8, upload status 445) */
        FolderUploadFileFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Failed to add the file due to a file with the same name already exists. A name conflict, not an error (spec 001 §8, upload status 446). */
        NameConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Error (spec 000 §8 "500 Error"). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Service unavailable. (spec 001 §8, upload status 503) */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Done; no body. */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The chunk was stored; on the last chunk the file is complete and listed in files. */
        UploadChunkResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UploadChunkResult"];
            };
        };
        /** @description The file's bytes. */
        FileDownload: {
            headers: {
                /** @description attachment (or inline for a preview) with the file name. */
                "Content-Disposition"?: string;
                /** @description Only on a thumbnail or preview answered by a placeholder PNG instead of a rendition (never cached): `pending` while the thumbnail job (or a video's poster frame) has not run yet; `failed` when the thumbnail job failed for good (a damaged image, a PDF that cannot be drawn, a sound that cannot be read; ImageSummary.thumbnailFailed), a picture that reads as failed, until POST /api/Thumb/generate queues the thumbnails again; `none` for a type that gets no thumbnail (HEIC, a file that is no image, video, sound or PDF, a video without a poster; a PDF gets its first page and a sound its waveform, issue 14). Not in the spec (docs/decisions.md "Failed thumbnails"). */
                "X-Vitrine-Placeholder"?: "pending" | "failed" | "none";
                [name: string]: unknown;
            };
            content: {
                "application/octet-stream": Blob;
                "image/*": Blob;
                "video/*": Blob;
                "audio/*": Blob;
                "application/pdf": Blob;
                "application/zip": Blob;
                "text/csv": Blob;
            };
        };
        /** @description The rows of a logical view (spec 000 §7 "Logical"). */
        LogicalRows: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["LogicalRow"][];
            };
        };
    };
    parameters: {
        /** @description The answer format; only json is served (spec 000 §7 "?format=json"). */
        Format: "json";
        /** @description The token an export answered. */
        Token: string;
    };
    requestBodies: {
        /** @description One chunk of a file, as multipart/form-data (spec 001 §7). */
        UploadChunk: {
            content: {
                "multipart/form-data": components["schemas"]["UploadChunkForm"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSubfolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The parent folder id, or 'root' for the top level. */
                    folderId: components["schemas"]["Id"] | "root";
                    /**
                     * @description How many to answer; 0 means no limit (every child from skip on, no LoadMoreNode, nextSkip null), which the root load uses when a folder is already selected (spec 000 §9).
                     * @default 100
                     */
                    take?: number;
                    /** @default 0 */
                    skip?: number;
                    /** @description Where the page's first folder goes in the parent's list (0 for a first load, the number already loaded for Load more...); the clients send it, the server answers by skip and take alone (spec 000 §7 lists it without saying what it holds). */
                    pos?: number;
                };
            };
        };
        responses: {
            /** @description The subfolders; the last is a LoadMoreNode when more exist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        folders: components["schemas"]["FolderTreeNode"][];
                        /** @description The skip of the next page, or null when there is none. */
                        nextSkip?: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getFolderParentsIds: {
        parameters: {
            query: {
                FolderId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parents, from the root down to the direct parent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parentFolders: components["schemas"]["IdList"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchFoldersByPath: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    FolderPathPart: string;
                };
            };
        };
        responses: {
            /** @description The matching folders; searchPath echoes the text so older answers can be ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        searchPath: string;
                        folders: components["schemas"]["Folder"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    createFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Name: string;
                    ParentId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The new folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    renameFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Name: string;
                    /** @default false */
                    hugeOperationAllowed?: boolean;
                };
            };
        };
        responses: {
            /** @description The renamed folder. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Folder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooManyItems"];
            500: components["responses"]["ServerError"];
        };
    };
    getMovePermissionWarning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceId: components["schemas"]["Id"];
                destId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The warning to show in the confirmation; empty when the permissions do not change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        warning: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    moveFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    folderIds: components["schemas"]["Id"][];
                    newParentId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The folders that could not be moved (empty when all moved). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        failedFolderIds: {
                            folderId: components["schemas"]["Id"];
                            exceptionMessage: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setFolderAutoResync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    autoResync: boolean;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    resyncFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    folderId: components["schemas"]["Id"];
                    tenantId?: string | null;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getFolderFileTypeLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This folder's forbidden types, those inherited from its parents, and every folder with limits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        forbiddenTypesNames: string[];
                        parentFoldersForbiddenNames: string[];
                        allFoldersWithLimits: components["schemas"]["FolderRef"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setFolderFileTypeLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    forbiddenTypesNames: string[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The top-level nodes of the set tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sets: components["schemas"]["SetTreeNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubsets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subsets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sets: components["schemas"]["Set"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSetParentsIds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parent set ids, top first; the collection is not included (the top set's groupId names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parentSetsIds: components["schemas"]["IdList"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSetRequest"];
            };
        };
        responses: {
            /** @description The new set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Set"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createSetInGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSetRequest"];
            };
        };
        responses: {
            /** @description The new set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Set"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createSetGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSetRequest"];
            };
        };
        responses: {
            /** @description The new group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    renameSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameRequest"];
            };
        };
        responses: {
            /** @description The renamed set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Set"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    renameSetGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameRequest"];
            };
        };
        responses: {
            /** @description The renamed group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    moveSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Id: components["schemas"]["Id"];
                    newParentId: components["schemas"]["Id"] | null;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    changeSetGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: components["schemas"]["Id"];
                    /** @description The group to attach to; null with makeStandalone to detach. */
                    newParentId?: components["schemas"]["Id"] | null;
                    /** @default false */
                    makeStandalone?: boolean;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteSetGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteImagesFromSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                setId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ImageIds: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addImagesToSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                setId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ImageIds: components["schemas"]["Id"][];
                    /** @default false */
                    isDropFromSidebar?: boolean;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getImageSets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The sets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetRef"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLogicalDate: {
        parameters: {
            query?: {
                /** @description The answer format; only json is served (spec 000 §7 "?format=json"). */
                format?: components["parameters"]["Format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LogicalRows"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLogicalKeywords: {
        parameters: {
            query?: {
                /** @description The answer format; only json is served (spec 000 §7 "?format=json"). */
                format?: components["parameters"]["Format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LogicalRows"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLogicalLocation: {
        parameters: {
            query?: {
                /** @description The answer format; only json is served (spec 000 §7 "?format=json"). */
                format?: components["parameters"]["Format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LogicalRows"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLogicalString: {
        parameters: {
            query: {
                /** @description The answer format; only json is served (spec 000 §7 "?format=json"). */
                format?: components["parameters"]["Format"];
                /** @description title, author, subject, or custom-{definitionId} for a custom field. */
                field: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LogicalRows"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPinnedItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quick-access list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinnedItems"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    pinFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true pins, false unpins. */
                    value: boolean;
                    folderId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    pinSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: boolean;
                    setId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    pinLogicalView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: boolean;
                    logicalViewString: string;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    search: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description One page of results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchCountResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getRecognitionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    imageIds: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description Whether each image is still being processed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            imageId: components["schemas"]["Id"];
                            processing: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    recognize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description What happened to the request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecognizeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getRecognitionConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description true when accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    setRecognitionConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isAllowed: boolean;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    checkPermission: {
        parameters: {
            query: {
                /** @description A permission name (spec 000 §6, spec 001 §6), e.g. share.link, download, editData, delete, fullData.view. */
                permission: string;
                /** @description any, or the name of a method. */
                require?: string;
                folder?: components["schemas"]["Id"];
                virtualSet?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether allowed, with the folder or set asked about. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowed: boolean;
                        folder?: components["schemas"]["Id"] | null;
                        set?: components["schemas"]["Id"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    checkImagePermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permission: string;
                    imageIds: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description The ids among those asked on which the permission is granted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageIds: components["schemas"]["IdList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    moveFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newFolderId: components["schemas"]["Id"];
                    fileIds: components["schemas"]["Id"][];
                    /** @default false */
                    isDropFromSidebar?: boolean;
                    /**
                     * @description Replace files with the same name at the destination.
                     * @default false
                     */
                    Override?: boolean;
                };
            };
        };
        responses: {
            /** @description The images that could not be moved (empty when all moved); the client re-selects them (spec 001 §4). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        failedImageIds: components["schemas"]["IdList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    generateThumbnails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    IdArray: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    importFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: components["schemas"]["Id"][];
                    type: number;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    exportFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportRequest"];
            };
        };
        responses: {
            /** @description The token to download with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Decided (docs/decisions.md "Exports"): the person already has 3 PDF reports being made (queued or making); errorCode TooManyReports, message "You already have 3 reports being made. Wait until one is ready, then try again." */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    downloadExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token an export answered. */
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileDownload"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getExportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token an export answered. */
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How it stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    exportPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: components["schemas"]["Id"][];
                    /**
                     * @description 1 zip.
                     * @constant
                     */
                    type: 1;
                    publicHash: string;
                };
            };
        };
        responses: {
            /** @description The token to download with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadPublicExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token an export answered. */
                token: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileDownload"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadFile: {
        parameters: {
            query: {
                id: components["schemas"]["Id"];
                /** @description 1 serves the file inline for preview instead of as an attachment. */
                preview?: 0 | 1;
                /** @description A rendition size index (spec 001 §9; 4 Large 4K, 3 Medium, 5 Small; other indexes are thumbnail sizes of spec 000 §9). */
                thumb?: number;
                /** @description The version of the file's renditions the caller holds (ImageSummary.thumbnailVersion), so a rendition made again gets a new URL and a page shows it without a reload. With thumb or preview, when it is the current version, the rendition is answered `Cache-Control: private, max-age=31536000, immutable`; without it, or with another one, `private, no-cache` (revalidated with the ETag); a placeholder is never cached (`no-store`). Ignored for the original. Not in the spec (docs/decisions.md "Thumbnail URLs carry a version"). */
                v?: components["schemas"]["ThumbnailVersion"];
                /** @description 1 applies the stored EXIF orientation (spec 001 §7, the annotation background). */
                rotate?: 0 | 1;
                /** @description Inferred (issue 17; docs/decisions.md "Edited metadata in downloads"). `embed` sends the original with the library's metadata written into it (title, author, subject, description, keywords, location, GPS, rating, copyright, licence fields; XMP, and IPTC and EXIF for JPEG and TIFF), for JPEG, TIFF and PNG; the stored file does not change. The answer's `X-Vitrine-Metadata` says what was done: `embedded`; `unsupported-type` (another type: the original as stored); `unavailable` (the server cannot write metadata: the original as stored). Ignored with thumb, preview or rotate. An embedded answer is whole (no Range) and not cached. */
                metadata?: "embed";
            };
            header?: {
                /** @description One byte range (RFC 9110 §14), as a video or audio element asks when it seeks: `bytes=a-b`, `bytes=a-` or `bytes=-n`. Several ranges, another unit or a header that does not parse are answered whole (200). Not in the spec; the reference server honours it (docs/decisions.md). */
                Range?: string;
                /** @description The ETag the client holds; when it no longer matches, the whole file is answered (200). */
                "If-Range"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileDownload"];
            /** @description The byte range asked with Range. */
            206: {
                headers: {
                    /** @description `bytes start-end/size`. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                    "*/*": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The range starts past the end of the file. */
            416: {
                headers: {
                    /** @description `bytes *\/size`. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getFlashView: {
        parameters: {
            query: {
                /** @description Comma-separated image ids, at most 100. */
                ids: string;
            };
            header?: never;
            path: {
                /** @description wall (flash wall) or curve (flash carousel), as the routes /wall and /curve (spec 000 §2). */
                view: "wall" | "curve";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The images, in the order asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: components["schemas"]["ImageSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    changeThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: components["schemas"]["Id"];
                    /**
                     * @description Where the new thumbnail comes from.
                     * @enum {string}
                     */
                    type: "frame" | "image" | "automatic";
                    /** @description The frame's time in seconds (frame), the picture as a data URL (image), or '' (automatic). */
                    data: string;
                };
            };
        };
        responses: {
            /** @description The thumbnail was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Id"];
                        /** @description The version of the file's renditions now (ImageSummary.thumbnailVersion); null while an automatic thumbnail is being made. */
                        thumbnailVersion: components["schemas"]["ThumbnailVersion"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getVideoStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Id"];
                        status: components["schemas"]["VideoStatus"];
                        /** @description How many times processing was tried (inferred; shown with "Failed", spec 001 §8). */
                        videoTries?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    retryVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Id: components["schemas"]["Id"];
                    /**
                     * @description Absent retries a failed video (back to queued).
                     * @enum {string}
                     */
                    Status?: "priority" | "skipped";
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                        message?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateShareRequest"];
            };
        };
        responses: {
            /** @description The new share link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharingState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SharingState"];
            };
        };
        responses: {
            /** @description The saved share link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharingState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSharedView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The link's slug. */
                    restoreHash: string;
                    /** @description The link's password, when it has one (not in the spec; failures are throttled like sign-in, 429). */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description What the visitor may see and do; errorMessage when the link cannot be shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyAttempts"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyShares: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's share links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyShares"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserRequest"];
            };
        };
        responses: {
            /** @description The new user, with access to the folder (the viewer role, docs/decisions.md "Share with people"). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The sharer's invitations of the last hour are used up (20, docs/decisions.md "Share with people"); errorCode TooManyInvitations, message "Too many invitations. Wait a while, then try again.". */
            429: {
                headers: {
                    /** @description Seconds until the sharer may invite again (at least 1). */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    listFolderPeople: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: components["schemas"]["FolderPerson"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addFolderPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The person with access. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderPerson"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    removeFolderPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["User"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getDefaultReport: {
        parameters: {
            query?: {
                isFromPreferences?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report variants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DefaultReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    saveDefaultReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveDefaultReportRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                objectType: "folder" | "set" | "image";
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                objectType: "folder" | "set" | "image";
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subscribeTo: components["schemas"]["NotificationKey"][];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdvancedConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Build and integration settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvancedConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getLayoutConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page layout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LayoutConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getDefaultWebSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getConfigFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                flag: components["schemas"]["ConfigFlag"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flag's value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getGlobalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The global settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getKeywordsEditingPermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether allowed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowedResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCustomMetadataDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomMetadataDefinition"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getImageLayoutSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The layouts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageLayouts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getBrandingFieldName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValueResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getSetsName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValueResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getWebSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every settings field (spec 001 §7), what the user saved and, for a field never saved, the default GET /api/config/websettings answers. A guest or shared-link visitor gets the defaults. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    saveWebSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebSettings"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set. */
            200: {
                headers: {
                    /** @description The session cookie (vitrine_session). */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyAttempts"];
            500: components["responses"]["ServerError"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyAttempts"];
            500: components["responses"]["ServerError"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getImageDetails: {
        parameters: {
            query?: {
                /** @description true leaves imageLog (view count, last viewed) untouched. */
                skipImgLogUpdate?: boolean;
            };
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getImagesDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description The images found, in the order asked (missing or hidden ids are left out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageDetail"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    updateImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateImagesRequest"];
            };
        };
        responses: {
            /** @description The updated images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updatedIds: components["schemas"]["IdList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    imageIds: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description What was deleted and what failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedIds: components["schemas"]["IdList"];
                        failedImageIds: components["schemas"]["IdList"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    rotateImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clockwise: boolean;
                    imageId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getExifDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The EXIF tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExifDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getVideoDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageVersions: components["schemas"]["ImageVersion"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAllVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getVersionFile: {
        parameters: {
            query?: {
                size?: "thumb" | "preview";
            };
            header?: never;
            path: {
                versionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileDownload"];
            /** @description The client holds this content already (If-None-Match). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                versionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The previous version that holds a file, which becomes current when the deleted one was. */
                    prevImageVersionWithFileId: components["schemas"]["Id"] | null;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    restoreVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
                versionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The id of the new current version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Id"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments, newest first (decided; docs/decisions.md "Comments"). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentText"];
            };
        };
        responses: {
            /** @description The new comment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The person's comments of the last minute are used up (decided); errorCode TooManyComments, message "Too many comments. Wait a moment, then try again.". */
            429: {
                headers: {
                    /** @description Seconds until the person may comment again (at least 1). */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
                commentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
                commentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentText"];
            };
        };
        responses: {
            /** @description The changed comment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getWorkflowStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowStatus"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    searchKeywords: {
        parameters: {
            query: {
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching keywords, at most 500. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Keyword"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    searchDictionary: {
        parameters: {
            query: {
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dictionary's values, at most 500. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    checkFileName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The file name, with its relative path for folder uploads. */
                    fileFullPath: string;
                    folderId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Whether the name is free. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isNameVacant: boolean;
                        /** @description The check does not apply (e.g. a zip that will be extracted); upload as is. */
                        ignore: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getUploadSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload limits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadChunk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UploadChunk"];
        responses: {
            200: components["responses"]["UploadChunkResult"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            440: components["responses"]["TrialExpired"];
            441: components["responses"]["StorageLimitReached"];
            442: components["responses"]["UploadLimitReached"];
            443: components["responses"]["ChangedImageNotFound"];
            444: components["responses"]["DestinationFolderNotFound"];
            445: components["responses"]["FolderUploadFileFailed"];
            446: components["responses"]["NameConflict"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadOverwriteChunk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UploadChunk"];
        responses: {
            200: components["responses"]["UploadChunkResult"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            440: components["responses"]["TrialExpired"];
            441: components["responses"]["StorageLimitReached"];
            442: components["responses"]["UploadLimitReached"];
            443: components["responses"]["ChangedImageNotFound"];
            444: components["responses"]["DestinationFolderNotFound"];
            445: components["responses"]["FolderUploadFileFailed"];
            446: components["responses"]["NameConflict"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadPublicChunk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                publicHash: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UploadChunk"];
        responses: {
            200: components["responses"]["UploadChunkResult"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            440: components["responses"]["TrialExpired"];
            441: components["responses"]["StorageLimitReached"];
            442: components["responses"]["UploadLimitReached"];
            443: components["responses"]["ChangedImageNotFound"];
            444: components["responses"]["DestinationFolderNotFound"];
            445: components["responses"]["FolderUploadFileFailed"];
            446: components["responses"]["NameConflict"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUploadReceived: {
        parameters: {
            query: {
                uniqueId: string;
                folderId?: components["schemas"]["Id"];
                publicHash?: string;
                /** @description The file replaced (POST /api/upload/overwrite/{imageId}); the caller must be allowed to replace it (edit and add, spec 001 §6). */
                imageId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chunks staged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uniqueId: string;
                        chunkCount: number | null;
                        /** @description Chunk indexes, ascending. */
                        received: number[];
                        /** @description The name the upload's chunks carry (when any are staged). */
                        fileName?: string;
                        /** @description The size the upload's chunks carry (when any are staged). */
                        fileSize?: number;
                        /** @description Bytes of the staged chunks. */
                        receivedBytes?: number;
                        /**
                         * Format: date-time
                         * @description When the staged chunks are removed unless another comes.
                         */
                        expiresAt?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    findUploadDuplicates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    folderId: components["schemas"]["Id"];
                    files: {
                        key: string;
                        sha256: string;
                        size: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The keys that have duplicates, in the order asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        duplicates: {
                            key: string;
                            files: {
                                fileId: components["schemas"]["Id"];
                                name: string;
                                folderId: components["schemas"]["Id"];
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listPublicUploadPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: components["schemas"]["PublicUploadPage"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createPublicUploadPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    folderId: components["schemas"]["Id"];
                    /** Format: date-time */
                    expiresAt?: string | null;
                    maxFiles?: number | null;
                    maxBytes?: number | null;
                };
            };
        };
        responses: {
            /** @description The page made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUploadPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    revokePublicUploadPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    contactOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ownerId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The sender's messages of the last hour are used up (decided); errorCode TooManyMessages, message "Failed to send message!". */
            429: {
                headers: {
                    /** @description Seconds until the sender may send again (at least 1). */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["ServerError"];
            /** @description This server sends no mail (no SMTP server configured); AdvancedConfig.unavailableFeatures lists contactOwner. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The e-mail could not be sent (the mail server refused it or did not answer); the message is kept. errorCode MailNotSent, message "Failed to send message!" (spec 001 §8). */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    saveAnnotation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The merged drawing as a PNG. */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The image now shows the annotated file; versionId is the version holding the original. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["Id"];
                        versionId?: components["schemas"]["Id"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["AdminUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAdminUserRequest"];
            };
        };
        responses: {
            /** @description The new person, and the link when no password was given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateAdminUserResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAdminUserRequest"];
            };
        };
        responses: {
            /** @description The person as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    resetAdminUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The link, or null when a password was given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetPasswordResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    checkPasswordLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLinkRequest"];
            };
        };
        responses: {
            /** @description The person's name and when the link expires. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordLinkInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    usePasswordLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsePasswordLinkRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roles: components["schemas"]["Role"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleRequest"];
            };
        };
        responses: {
            /** @description The new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoleRequest"];
            };
        };
        responses: {
            /** @description The role as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listGrants: {
        parameters: {
            query?: {
                folder?: components["schemas"]["Id"];
                virtualSet?: components["schemas"]["Id"];
                setGroup?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node and its grants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeGrants"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addGrant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddGrantRequest"];
            };
        };
        responses: {
            /** @description The new grant (inherited false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Grant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    removeGrant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAdminSettingsRequest"];
            };
        };
        responses: {
            /** @description Every setting, as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProbeStatus"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance can serve requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProbeStatus"];
                };
            };
            /** @description The instance cannot serve requests now; `responseStatus.errorCode` is NotReady and the message says why. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
}
