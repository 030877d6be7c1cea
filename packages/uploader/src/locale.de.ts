// German for the uploader's strings (`uploaderLocale`): our translation, typed `UploaderLocale`.
import { plural } from '@vitrine/core';
import type { UploaderLocale } from './locale';

export const uploaderLocaleDe: UploaderLocale = {
  title: {
    internal: 'Dateien hochladen',
    public: 'Bilder hochladen',
    overwrite: 'Datei ersetzen',
  },
  destination: 'In den Ordner {name}',
  publicHint: 'Nur Bilder, höchstens {max} Dateien auf einmal.',
  close: 'Schließen',
  intake: {
    drop: 'Dateien oder Ordner hierher ziehen oder',
    browse: 'durchsuchen',
    label: 'Dateien zum Hochladen wählen',
    refused: 'Nicht hinzugefügt',
  },
  options: {
    heading: 'Optionen',
    show: 'Optionen anzeigen',
    hide: 'Optionen ausblenden',
    searchDuplicates: 'Nach Duplikaten suchen',
    extractZip: 'Zip-Archive entpacken',
    recognizeObjects: 'Objekte erkennen',
    reverseGeocoding: 'Ortsnamen aus GPS-Positionen ermitteln',
    overwriteMetadata: 'Metadaten mit denen der Datei überschreiben',
    flatUpload: 'Dateien gezogener Ordner ohne ihre Unterordner in diesen Ordner legen',
  },
  list: {
    label: 'Hochzuladende Dateien',
    count: plural({ one: '{n} Datei', other: '{n} Dateien' }),
    showPreviews: 'Vorschaubilder anzeigen',
    hidePreviews: 'Vorschaubilder ausblenden',
    preview: 'Vorschau von {name}',
    more: 'Weitere Dateien werden geladen…',
    empty: 'Noch keine Dateien.',
    remove: '{name} entfernen',
    retry: '{name} erneut versuchen',
  },
  states: {
    queued: 'Wartet',
    hashing: 'Wird gelesen',
    checking: 'Name wird geprüft',
    uploading: 'Wird hochgeladen',
    done: 'Fertig',
    failed: 'Fehlgeschlagen',
    conflict: 'Namenskonflikt',
    duplicate: 'Mögliches Duplikat',
    skipped: 'Übersprungen',
    'needs-file': 'Datei erneut wählen',
  },
  progress: {
    overall: 'Fortschritt des Hochladens',
    file: '{name} wird hochgeladen',
    summary: '{done} von {files} Dateien · {loaded} von {bytes}',
    speed: '{speed}/s',
    timeLeft: 'noch {time}',
    duration: { seconds: '{s} s', minutes: '{m} min {s} s', hours: '{h} h {m} min' },
    announce: '{done} von {files} Dateien hochgeladen.',
    finished: plural({
      one: 'Hochladen beendet: {n} Datei hochgeladen.',
      other: 'Hochladen beendet: {n} Dateien hochgeladen.',
    }),
    finishedWithFailures: plural({
      one: 'Hochladen beendet: {n} Datei konnte nicht hochgeladen werden.',
      other: 'Hochladen beendet: {n} Dateien konnten nicht hochgeladen werden.',
    }),
  },
  actions: {
    cancel: 'Hochladen abbrechen',
    retryAll: 'Fehlgeschlagene Dateien erneut versuchen',
    done: 'Fertig',
    addMore: 'Weitere Dateien hinzufügen',
  },
  failed: {
    heading: plural({
      one: '{n} Datei konnte nicht hochgeladen werden',
      other: '{n} Dateien konnten nicht hochgeladen werden',
    }),
  },
  conflict: {
    title: 'Eine Datei mit diesem Namen existiert bereits',
    description:
      'Der Ordner enthält bereits eine Datei namens „{name}“. Was soll mit der hochgeladenen geschehen?',
    newVersion: 'Als neue Version hochladen',
    skip: 'Diese Datei überspringen',
    copy: 'Als Kopie hochladen',
    applyToAll: plural({
      one: 'Genauso mit dem anderen Konflikt verfahren',
      other: 'Genauso mit den {n} anderen Konflikten verfahren',
    }),
  },
  duplicate: {
    title: 'Mögliches Duplikat',
    description: '„{name}“ hat denselben Inhalt wie Dateien, die schon in der Bibliothek sind:',
    item: '{name}',
    skip: 'Diese Datei überspringen',
    upload: 'Trotzdem hochladen',
    applyToAll: plural({
      one: 'Genauso mit dem anderen Duplikat verfahren',
      other: 'Genauso mit den {n} anderen Duplikaten verfahren',
    }),
  },
  needsFile: {
    description: plural({
      one: '{n} Datei eines früheren Hochladens wartet. Wählen Sie sie erneut, um fortzufahren.',
      other: '{n} Dateien eines früheren Hochladens warten. Wählen Sie sie erneut, um fortzufahren.',
    }),
    choose: 'Dateien erneut wählen',
  },
  unable: {
    title: 'Hochladen ist hier nicht möglich',
    noFolder: 'Wählen Sie einen Ordner zum Hochladen.',
    noPermission: 'Sie können in diesen Ordner keine Dateien hochladen.',
    keptDiscarded:
      'Ein früheres Hochladen kann nicht fortgesetzt werden: Sein Ordner existiert nicht mehr oder nimmt keine Dateien mehr an. Es wurde verworfen.',
  },
  sessionEnded: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um mit dem Hochladen fortzufahren.',
  overwrite: {
    description: 'Eine Datei als neue Version von „{name}“ hochladen.',
    otherType: 'Die neue Version muss eine {extension}-Datei sein, wie die aktuelle.',
  },
};
