// config: server configuration, flags and preferences (spec 000 §7 "Configuration").
import { type components, toWireWebSettings } from '@vitrine/api-client';
import { DEFAULT_WEB_SETTINGS } from '@vitrine/core';
import type { HttpHandler } from 'msw';
import { guestAccessInMocks, setsNameInMocks } from './admin';
import { http, type MockContext, notFound } from './context';
import { withoutUnavailableFlags } from './features';

/** The build version the what's-new modal compares with whatsNewSeen (spec 001 §9). */
export const MOCK_BUILD_VERSION = '1.0.0-mock';

/**
 * The administrator's default web settings in their wire form: the one list of @vitrine/core, which
 * the ui's settings hooks also fill a user's never-saved settings from.
 */
export function defaultWebSettingsOnTheWire(): components['schemas']['WebSettings'] {
  return toWireWebSettings(DEFAULT_WEB_SETTINGS);
}

const LAYOUT_FIELDS = ['title', 'author', 'subject', 'description', 'keywords', 'location'];

export function configHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get('/api/config/advanced', ({ response }) =>
      response(200).json({
        buildVersion: MOCK_BUILD_VERSION,
        bodyVariant: false,
        mapsApiKey: null,
        // Changed by PATCH /api/admin/settings (admin.ts).
        guestAccessEnabled: guestAccessInMocks(ctx.db()),
        // None unless a story or test pretends the server lacks some (MockParameters.unavailableFeatures).
        unavailableFeatures: [...ctx.db().unavailableFeatures],
      }),
    ),
    http.get('/api/config/layout', ({ response }) => response(200).json({ defaultView: 'gallery' })),
    http.get('/api/config/websettings', ({ response }) => response(200).json(defaultWebSettingsOnTheWire())),
    http.get('/api/config/flags/{flag}', ({ params, response }) => {
      const value = ctx.db().flags[params.flag];
      if (value === undefined) return response.untyped(notFound());
      return response(200).json({ value });
    }),
    http.get('/api/config/globalsettings', ({ response }) => {
      const user = ctx.user();
      return response(200).json({
        // spec 000 §3's own flags answer false for a feature the mock server lacks, as the server.
        ...withoutUnavailableFlags(ctx.db().globalSettings, ctx.db().unavailableFeatures),
        keywordsManagementAllowed: user.keywordsManagementAllowed,
        fileTypesChangeAllowed: user.fileTypesChangeAllowed,
        layouts: {
          expanded: { showTitle: true, fields: LAYOUT_FIELDS },
          collapsed: { showTitle: true, fields: ['title'] },
          shared: { showTitle: true, fields: ['title', 'description'] },
          info: { showTitle: true, fields: LAYOUT_FIELDS },
          fullData: { showTitle: true, fields: [...LAYOUT_FIELDS, 'iptc', 'exif', 'gps'] },
        },
      });
    }),
    http.get('/api/config/keywordseditingpermission', ({ response }) =>
      response(200).json({ allowed: ctx.user().keywordsManagementAllowed }),
    ),
    http.get('/api/custommetadata/definitions', ({ response }) =>
      response(200).json(
        ctx
          .db()
          .customMetadataDefinitions.map(({ id, label, displayOrder, isDictionary, isRecognitionLabel }) => ({
            id,
            label,
            displayOrder,
            isDictionary,
            isRecognitionLabel,
          })),
      ),
    ),
    http.get('/api/config/imagelayout', ({ response }) =>
      response(200).json({
        expanded: { showTitle: true, fields: LAYOUT_FIELDS },
        collapsed: { showTitle: true, fields: ['title'] },
        shared: { showTitle: true, fields: ['title', 'description'] },
        info: { showTitle: true, fields: LAYOUT_FIELDS },
        fullData: { showTitle: true, fields: [...LAYOUT_FIELDS, 'iptc', 'exif', 'gps'] },
      }),
    ),
    http.get('/api/config/preferences/brandingfieldname', ({ response }) =>
      response(200).json({ value: 'Brand status' }),
    ),
    // spec 000 §1: sets are called by a configurable label, default 'Virtual Set'.
    http.get('/api/config/preferences/setsname', ({ response }) =>
      response(200).json({ value: setsNameInMocks(ctx.db()) }),
    ),
  ];
}
