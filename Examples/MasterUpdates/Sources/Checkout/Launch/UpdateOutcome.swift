// What one step of the launch sequence did with an update, for the app's log and its tests.

/// What applying the cached update, or downloading a fresh one, did.
public enum UpdateOutcome: Sendable {
    /// The update is in use; a downloaded one is cached for the next launch too.
    case applied
    /// The downloaded update is in use, but could not be cached (the file system's error): the next
    /// launch starts from the update cached before it.
    case appliedButNotCached(any Error)
    /// No update is cached: the first launch, or the system cleared the app's caches.
    case nothingCached
    /// The bytes are not an update for this build, such as an HTML page, a cut file, or an update
    /// made for an earlier build and cached before the app was updated. A cached one is removed; a
    /// downloaded one is not cached.
    case refused(KbnUpdateError)
    /// The cache could not be read (the file system's error) or the download failed
    /// (``UpdateDownloadError``).
    case failed(any Error)
}
