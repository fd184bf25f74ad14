// Build 1.0 of the Banks app, as shipped: Zengin.Bank is generated at build time from
// kbn-definitions.json, which import.sh imported from the banks of 2019-02-05.

/// Which build this is, as the app asks its server for the update made for it.
public enum Build {
    public static let version = "1.0"
}
