import TypeFitStrings

/// The strings `typefit report` checks when given none: eight everyday UI labels (a screen
/// title, buttons, a settings row, a tab, a badge, an empty state, a toggle, an error) in ten
/// languages, written for TypeFit. Long German compounds, CJK without spaces and Arabic right to
/// left are there on purpose: they are where labels break first.
public enum SampleStrings {
    /// key → locale → text.
    static let table: [(key: String, texts: [(locale: String, text: String)])] = [
        (
            "screen.title.settings",
            [
                ("en", "Notification Settings"), ("de", "Benachrichtigungseinstellungen"),
                ("fr", "Réglages des notifications"),
                ("es", "Ajustes de notificaciones"), ("ru", "Настройки уведомлений"), ("el", "Ρυθμίσεις ειδοποιήσεων"),
                ("ja", "通知設定"), ("zh-Hans", "通知设置"), ("ko", "알림 설정"), ("ar", "إعدادات الإشعارات"),
            ]
        ),
        (
            "button.continue",
            [
                ("en", "Continue"), ("de", "Weiter"), ("fr", "Continuer"), ("es", "Continuar"), ("ru", "Продолжить"),
                ("el", "Συνέχεια"), ("ja", "続ける"), ("zh-Hans", "继续"), ("ko", "계속"), ("ar", "متابعة"),
            ]
        ),
        (
            "button.restore",
            [
                ("en", "Restore Purchases"), ("de", "Käufe wiederherstellen"), ("fr", "Restaurer les achats"),
                ("es", "Restaurar compras"), ("ru", "Восстановить покупки"), ("el", "Επαναφορά αγορών"),
                ("ja", "購入を復元"), ("zh-Hans", "恢复购买"), ("ko", "구매 항목 복원"), ("ar", "استعادة المشتريات"),
            ]
        ),
        (
            "settings.row.download",
            [
                ("en", "Download over cellular data"), ("de", "Über Mobilfunknetz herunterladen"),
                ("fr", "Télécharger via les données cellulaires"), ("es", "Descargar con datos móviles"),
                ("ru", "Загружать по сотовой сети"), ("el", "Λήψη μέσω δεδομένων κινητής"),
                ("ja", "モバイルデータ通信でダウンロード"), ("zh-Hans", "使用蜂窝数据下载"), ("ko", "셀룰러 데이터로 다운로드"),
                ("ar", "التنزيل عبر البيانات الخلوية"),
            ]
        ),
        (
            "tab.library",
            [
                ("en", "Library"), ("de", "Mediathek"), ("fr", "Bibliothèque"), ("es", "Biblioteca"),
                ("ru", "Медиатека"),
                ("el", "Βιβλιοθήκη"), ("ja", "ライブラリ"), ("zh-Hans", "资料库"), ("ko", "보관함"), ("ar", "المكتبة"),
            ]
        ),
        (
            "badge.new",
            [
                ("en", "New episodes available"), ("de", "Neue Folgen verfügbar"),
                ("fr", "Nouveaux épisodes disponibles"),
                ("es", "Nuevos episodios disponibles"), ("ru", "Доступны новые выпуски"),
                ("el", "Νέα επεισόδια διαθέσιμα"),
                ("ja", "新しいエピソードがあります"), ("zh-Hans", "有新的单集"), ("ko", "새로운 에피소드 있음"),
                ("ar", "حلقات جديدة متاحة"),
            ]
        ),
        (
            "toggle.autoplay",
            [
                ("en", "Autoplay next episode"), ("de", "Nächste Folge automatisch abspielen"),
                ("fr", "Lecture automatique de l’épisode suivant"), ("es", "Reproducir automáticamente el siguiente"),
                ("ru", "Автовоспроизведение следующего выпуска"), ("el", "Αυτόματη αναπαραγωγή επόμενου"),
                ("ja", "次のエピソードを自動再生"), ("zh-Hans", "自动播放下一集"), ("ko", "다음 에피소드 자동 재생"),
                ("ar", "تشغيل الحلقة التالية تلقائيًا"),
            ]
        ),
        (
            "error.offline",
            [
                ("en", "You’re offline. Check your connection and try again."),
                ("de", "Du bist offline. Überprüfe deine Verbindung und versuche es erneut."),
                ("fr", "Vous êtes hors ligne. Vérifiez votre connexion et réessayez."),
                ("es", "Sin conexión. Comprueba tu conexión e inténtalo de nuevo."),
                ("ru", "Нет подключения. Проверьте соединение и повторите попытку."),
                ("el", "Είστε εκτός σύνδεσης. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά."),
                ("ja", "オフラインです。接続を確認してもう一度お試しください。"),
                ("zh-Hans", "你已离线。请检查网络连接后重试。"), ("ko", "오프라인 상태입니다. 연결을 확인하고 다시 시도하세요."),
                ("ar", "أنت غير متصل. تحقق من الاتصال وحاول مرة أخرى."),
            ]
        ),
    ]

    /// Every sample as a localized string (source `<samples>`).
    public static var all: [LocalizedString] {
        table.flatMap { row in
            row.texts.map { LocalizedString(key: row.key, locale: $0.locale, text: $0.text, source: "<samples>") }
        }
    }
}
