/** A kind of smart app: its page body, its script (reads APP_CONFIG) and its own CSS. */
export interface TAppTemplate {
  body: string;
  script: string;
  css?: string;
}
