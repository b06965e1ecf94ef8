export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface FilesTables {
  app_secrets: AppSecretsTable;
}
