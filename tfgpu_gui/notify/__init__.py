"""Notifications that leave the machine: runs ending or dying, GPUs free, lost or too hot, remote
hosts down, sent through apprise to phones, chats and inboxes. Qt-free.

- :mod:`.events`: the events, declared once, and the message each makes;
- :mod:`.watcher`: snapshots to notices;
- :mod:`.policy`: quiet hours and the rate limit, per destination;
- :mod:`.delivery`: apprise on a worker thread, bounded tries and timeouts;
- :mod:`.notifier`: notices to the destinations that want them;
- :mod:`.config`, :mod:`.secrets`: what Settings → Notifications saves, URLs kept secret;
- :mod:`.watch_hook`: ``tfgpu watch --notify``.
"""
