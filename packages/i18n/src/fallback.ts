/**
 * Spec §8: when the error page itself fails, a plain page says so with a link home. It cannot
 * rely on i18next (that may be what failed), so its two lines are kept here in every locale.
 */
import type { Locale } from './config.ts';

export const ERROR_PAGE_FALLBACK: Record<Locale, { message: string; home: string }> = {
  da: { message: 'Der opstod en fejl under visningen af fejlsiden', home: 'Gå til forsiden' },
  de: { message: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', home: 'Zur Startseite' },
  en: { message: 'An error occurred while showing the error page', home: 'Go back home' },
  es: { message: 'Se ha producido un error al mostrar la página de error', home: 'Volver al inicio' },
  fi: { message: 'Virhesivun näyttämisessä tapahtui virhe', home: 'Palaa etusivulle' },
  fr: {
    message: "Une erreur s'est produite lors de l'affichage de la page d'erreur",
    home: "Retour à l'accueil",
  },
  it: {
    message: 'Si è verificato un errore durante la visualizzazione della pagina di errore',
    home: 'Torna alla home',
  },
  nb: { message: 'Det oppstod en feil da feilsiden skulle vises', home: 'Gå til forsiden' },
  nl: { message: 'Er is een fout opgetreden bij het tonen van de foutpagina', home: 'Terug naar home' },
  pl: { message: 'Wystąpił błąd podczas wyświetlania strony błędu', home: 'Wróć do strony głównej' },
  sv: { message: 'Ett fel uppstod när felsidan skulle visas', home: 'Till startsidan' },
};
