// The login e-mails in the visitor's language: every locale of the modal. `{site}`, `{minutes}` and `{link}` are
// filled in; a locale the server has no texts for reads English.

type MailTexts = {
  /** The code e-mail's subject (the code follows it). */
  loginSubject: string
  loginIntro: string
  codeExpiry: string
  deviceSubject: string
  deviceBody: string
}

const en: MailTexts = {
  loginSubject: 'Your login code',
  loginIntro: 'Your code to log in to your wallet on {site}:',
  codeExpiry:
    'It expires in {minutes} minutes. If you did not ask for it, ignore this e-mail: nobody can log in without the code.',
  deviceSubject: 'Approve a new device for your wallet',
  deviceBody:
    'Someone is logging in to your wallet on {site} from a new device.\n\nIf it is you, approve this device:\n{link}\n\nThe link expires in {minutes} minutes. If it is not you, ignore this e-mail.',
}

const mailTexts: Readonly<Record<string, MailTexts>> = {
  en,
  de: {
    loginSubject: 'Dein Anmeldecode',
    loginIntro: 'Dein Code für die Anmeldung bei deiner Wallet auf {site}:',
    codeExpiry:
      'Er läuft in {minutes} Minuten ab. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne den Code kann sich niemand anmelden.',
    deviceSubject: 'Bestätige ein neues Gerät für deine Wallet',
    deviceBody:
      'Jemand meldet sich auf {site} von einem neuen Gerät bei deiner Wallet an.\n\nWenn du es bist, bestätige dieses Gerät:\n{link}\n\nDer Link läuft in {minutes} Minuten ab. Wenn du es nicht bist, ignoriere diese E-Mail.',
  },
  es: {
    loginSubject: 'Tu código de inicio de sesión',
    loginIntro: 'Tu código para iniciar sesión en tu billetera en {site}:',
    codeExpiry:
      'Caduca en {minutes} minutos. Si no lo pediste, ignora este correo: nadie puede iniciar sesión sin el código.',
    deviceSubject: 'Aprueba un dispositivo nuevo para tu billetera',
    deviceBody:
      'Alguien está iniciando sesión en tu billetera en {site} desde un dispositivo nuevo.\n\nSi eres tú, aprueba este dispositivo:\n{link}\n\nEl enlace caduca en {minutes} minutos. Si no eres tú, ignora este correo.',
  },
  fr: {
    loginSubject: 'Votre code de connexion',
    loginIntro: 'Votre code pour vous connecter à votre portefeuille sur {site} :',
    codeExpiry:
      'Il expire dans {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans le code.',
    deviceSubject: 'Approuvez un nouvel appareil pour votre portefeuille',
    deviceBody:
      'Quelqu’un se connecte à votre portefeuille sur {site} depuis un nouvel appareil.\n\nSi c’est vous, approuvez cet appareil :\n{link}\n\nLe lien expire dans {minutes} minutes. Si ce n’est pas vous, ignorez cet e-mail.',
  },
  ja: {
    loginSubject: 'ログインコード',
    loginIntro: '{site} でウォレットにログインするためのコード:',
    codeExpiry:
      '有効期限は {minutes} 分です。心当たりがない場合はこのメールを無視してください。コードがなければ誰もログインできません。',
    deviceSubject: 'ウォレットの新しいデバイスを承認してください',
    deviceBody:
      '新しいデバイスから {site} であなたのウォレットにログインしようとしています。\n\nご本人の場合は、このデバイスを承認してください:\n{link}\n\nリンクの有効期限は {minutes} 分です。心当たりがない場合はこのメールを無視してください。',
  },
  ko: {
    loginSubject: '로그인 코드',
    loginIntro: '{site}에서 지갑에 로그인하기 위한 코드:',
    codeExpiry:
      '{minutes}분 후에 만료됩니다. 요청하지 않았다면 이 이메일을 무시하세요. 코드 없이는 아무도 로그인할 수 없습니다.',
    deviceSubject: '지갑의 새 기기를 승인하세요',
    deviceBody:
      '누군가 새 기기에서 {site}의 지갑에 로그인하고 있습니다.\n\n본인이라면 이 기기를 승인하세요:\n{link}\n\n링크는 {minutes}분 후에 만료됩니다. 본인이 아니라면 이 이메일을 무시하세요.',
  },
  pt: {
    loginSubject: 'Seu código de login',
    loginIntro: 'Seu código para entrar na sua carteira em {site}:',
    codeExpiry:
      'Ele expira em {minutes} minutos. Se você não o pediu, ignore este e-mail: ninguém consegue entrar sem o código.',
    deviceSubject: 'Aprove um novo dispositivo para sua carteira',
    deviceBody:
      'Alguém está entrando na sua carteira em {site} a partir de um novo dispositivo.\n\nSe for você, aprove este dispositivo:\n{link}\n\nO link expira em {minutes} minutos. Se não for você, ignore este e-mail.',
  },
  ru: {
    loginSubject: 'Ваш код для входа',
    loginIntro: 'Ваш код для входа в кошелёк на {site}:',
    codeExpiry:
      'Он действует {minutes} минут. Если вы его не запрашивали, проигнорируйте это письмо: без кода никто не сможет войти.',
    deviceSubject: 'Подтвердите новое устройство для вашего кошелька',
    deviceBody:
      'Кто-то входит в ваш кошелёк на {site} с нового устройства.\n\nЕсли это вы, подтвердите это устройство:\n{link}\n\nСсылка действует {minutes} минут. Если это не вы, проигнорируйте это письмо.',
  },
  tr: {
    loginSubject: 'Giriş kodunuz',
    loginIntro: '{site} üzerindeki cüzdanınıza giriş kodunuz:',
    codeExpiry:
      '{minutes} dakika içinde geçerliliğini yitirir. Siz istemediyseniz bu e-postayı yok sayın: kod olmadan kimse giriş yapamaz.',
    deviceSubject: 'Cüzdanınız için yeni bir cihazı onaylayın',
    deviceBody:
      'Birisi {site} üzerinde yeni bir cihazdan cüzdanınıza giriş yapıyor.\n\nBu sizseniz, bu cihazı onaylayın:\n{link}\n\nBağlantı {minutes} dakika içinde geçerliliğini yitirir. Siz değilseniz bu e-postayı yok sayın.',
  },
  'zh-CN': {
    loginSubject: '你的登录验证码',
    loginIntro: '你在 {site} 登录钱包的验证码：',
    codeExpiry:
      '验证码将在 {minutes} 分钟后过期。如果这不是你的请求，请忽略此邮件：没有验证码任何人都无法登录。',
    deviceSubject: '为你的钱包批准新设备',
    deviceBody:
      '有人正在从新设备登录你在 {site} 的钱包。\n\n如果是你本人，请批准此设备：\n{link}\n\n链接将在 {minutes} 分钟后过期。如果不是你本人，请忽略此邮件。',
  },
  ar: {
    loginSubject: 'رمز تسجيل الدخول',
    loginIntro: 'رمزك لتسجيل الدخول إلى محفظتك على {site}:',
    codeExpiry:
      'تنتهي صلاحيته خلال {minutes} دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول بدون الرمز.',
    deviceSubject: 'وافق على جهاز جديد لمحفظتك',
    deviceBody:
      'يحاول شخص ما تسجيل الدخول إلى محفظتك على {site} من جهاز جديد.\n\nإذا كنت أنت، فوافق على هذا الجهاز:\n{link}\n\nتنتهي صلاحية الرابط خلال {minutes} دقائق. إذا لم تكن أنت، فتجاهل هذه الرسالة.',
  },
  he: {
    loginSubject: 'קוד הכניסה שלך',
    loginIntro: 'הקוד שלך לכניסה לארנק ב-{site}:',
    codeExpiry:
      'הקוד יפוג בעוד {minutes} דקות. אם לא ביקשת אותו, אפשר להתעלם מהאימייל הזה: אי אפשר להיכנס בלי הקוד.',
    deviceSubject: 'אישור מכשיר חדש לארנק שלך',
    deviceBody:
      'מישהו נכנס לארנק שלך ב-{site} ממכשיר חדש.\n\nאם זה את/ה, יש לאשר את המכשיר הזה:\n{link}\n\nהקישור יפוג בעוד {minutes} דקות. אם זה לא את/ה, אפשר להתעלם מהאימייל הזה.',
  },
}

/**
 * The login e-mails' texts for a BCP 47 tag: the tag's own, else its language's ('pt-BR' reads 'pt', 'zh-*'
 * reads 'zh-CN'), else English.
 */
export function findMailTexts(tag: string | undefined): MailTexts {
  const [language = ''] = (tag ?? '').split('-')
  return (
    mailTexts[tag ?? ''] ?? mailTexts[language] ?? (language === 'zh' ? mailTexts['zh-CN'] : undefined) ?? en
  )
}

/**
 * A text with its `{name}` placeholders filled.
 *
 * @example
 * fillMailText('Your code for {site}:', { site: 'https://shop.example' })
 */
export function fillMailText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
