// The app's code masters: one update that every screen reads when it opens, made at launch from the
// compiled kinds, then the cached update, then a fresh download. Whatever fails, the last good
// update stays in use.

import Foundation

/// The update that the app's screens read, and the launch sequence that brings it up to date.
///
/// ```swift
/// let masters = Masters(cache: cache, downloader: UpdateDownloader(url: updateURL))
/// masters.applyCachedUpdate()               // before the first screen
/// Task { await masters.downloadUpdate() }   // for the screens opened after it lands
/// ```
@MainActor
public final class Masters {
    /// What the screens show: the compiled kinds until an update is applied, then the last good
    /// update. A screen reads it when it opens and keeps that value while it is open.
    public private(set) var update = KbnUpdate()
    private let cache: UpdateCache
    private let downloader: UpdateDownloader

    public init(cache: UpdateCache, downloader: UpdateDownloader) {
        self.cache = cache
        self.downloader = downloader
    }

    /// Applies the update that an earlier download cached, at launch before the first screen.
    ///
    /// A cached file that is not an update for this build is removed, so that an update made for
    /// the build before an app update cannot outlive it: the download brings the one for this build.
    @discardableResult
    public func applyCachedUpdate() -> UpdateOutcome {
        let bytes: Data
        do {
            guard let cached = try cache.read() else { return .nothingCached }
            bytes = cached
        } catch {
            return .failed(error)
        }
        do throws(KbnUpdateError) {
            update = try KbnUpdate(json: bytes, kinds: Kbn.allKinds)
            return .applied
        } catch {
            // The removal's own failure leaves a file that the next launch refuses again.
            try? cache.remove()
            return .refused(error)
        }
    }

    /// Downloads the back end's update and, when it is one for this build, applies it for the
    /// screens opened after it and caches it for the next launch. A failed download, or one that
    /// is not an update for this build, changes nothing: neither the update in use nor the cache.
    @discardableResult
    public func downloadUpdate() async -> UpdateOutcome {
        let bytes: Data
        do {
            bytes = try await downloader.download()
        } catch {
            return .failed(error)
        }
        switch await Self.check(bytes) {
        case .failure(let error):
            return .refused(error)
        case .success(let downloaded):
            update = downloaded
            do {
                try cache.write(bytes)
            } catch {
                return .appliedButNotCached(error)
            }
            return .applied
        }
    }

    /// Reads `bytes` as an update of this build's kinds, away from the main actor: an update of a
    /// large master takes a moment to check.
    nonisolated private static func check(_ bytes: Data) async -> Result<KbnUpdate, KbnUpdateError> {
        do throws(KbnUpdateError) {
            return .success(try KbnUpdate(json: bytes, kinds: Kbn.allKinds))
        } catch {
            return .failure(error)
        }
    }
}
