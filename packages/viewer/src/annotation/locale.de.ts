// German for the annotation whiteboard: our translation of `annotationLocale`, typed `AnnotationLocale`.
import type { AnnotationLocale } from './locale';

export const annotationLocaleDe: AnnotationLocale = {
  label: 'Whiteboard für Anmerkungen',
  toolbar: 'Werkzeuge für Anmerkungen',
  tool: 'Werkzeug',
  tools: {
    pencil: 'Stift',
    eraser: 'Radierer',
    rectangle: 'Rechteck',
    ellipse: 'Oval',
    line: 'Linie',
    polygon: 'Vieleck',
    text: 'Beschriftung',
    comment: 'Kommentar',
  },
  strokeWidth: 'Strichstärke',
  width: '{n} Pixel',
  colour: 'Farbe',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  save: 'Anmerkung speichern',
  saving: 'Wird gespeichert…',
  cancel: 'Abbrechen',
  surface: 'Zeichnung über {name}',
  textField: 'Zu platzierender Text',
  hints: {
    pencil: 'Ziehen, um zu zeichnen.',
    eraser: 'Über die Zeichnung ziehen, um sie zu radieren.',
    rectangle: 'Ziehen, um ein Rechteck zu zeichnen.',
    ellipse: 'Ziehen, um eine Ellipse zu zeichnen.',
    line: 'Ziehen, um eine Linie zu zeichnen.',
    polygon:
      'Jede Ecke anklicken; zum Schließen die erste Ecke anklicken, doppelklicken oder die Eingabetaste drücken.',
    text: 'Dorthin klicken, wo der Text stehen soll, ihn eingeben, die Eingabetaste drücken.',
    comment: 'Die Stelle anklicken, um die es geht, den Kommentar eingeben, die Eingabetaste drücken.',
  },
  loading: 'Das Bild wird geladen…',
  loadFailed: 'Das Bild konnte für die Anmerkung nicht geladen werden.',
  saved: 'Anmerkung gespeichert. Das Original ist im Versionsverlauf.',
};
