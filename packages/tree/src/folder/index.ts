// folder: public exports of this module (filled in by its implementation).
export {};
