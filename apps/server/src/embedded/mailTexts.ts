// The wallet's e-mails (login, new device, change of address) in the visitor's language: every locale of the
// modal. `{site}`, `{minutes}`, `{link}` and `{email}` are filled in; a locale the server has no texts for reads
// English.

type MailTexts = {
  /** The code e-mail's subject (the code follows it). */
  loginSubject: string
  loginIntro: string
  codeExpiry: string
  deviceSubject: string
  deviceBody: string
  /** The code e-mail once a new device was approved. */
  approvedIntro: string
  /** The code mailed to the current address when the visitor changes it; `{email}` is the new one. */
  changeSubject: string
  changeIntro: string
  /** The code mailed to the new address. */
  newAddressSubject: string
  newAddressIntro: string
}

const en: MailTexts = {
  loginSubject: 'Your login code',
  loginIntro: 'Your code to log in to your wallet on {site}:',
  codeExpiry:
    'It expires in {minutes} minutes. If you did not ask for it, ignore this e-mail: nobody can log in without the code.',
  deviceSubject: 'Approve a new device for your wallet',
  deviceBody:
    'Someone is logging in to your wallet on {site} from a new device.\n\nIf it is you, approve this device:\n{link}\n\nThe link expires in {minutes} minutes. If it is not you, ignore this e-mail.',
  approvedIntro: 'This device is approved. Your code to log in to your wallet on {site}:',
  changeSubject: 'Confirm your e-mail change',
  changeIntro:
    "Someone asked to change your wallet's e-mail address to {email}. If it is you, enter this code:",
  newAddressSubject: 'Confirm your new e-mail address',
  newAddressIntro: 'Enter this code to make this your wallet e-mail address:',
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
    approvedIntro: 'Dieses Gerät ist bestätigt. Dein Code für die Anmeldung bei deiner Wallet auf {site}:',
    changeSubject: 'Bestätige die Änderung deiner E-Mail-Adresse',
    changeIntro:
      'Jemand möchte die E-Mail-Adresse deiner Wallet in {email} ändern. Wenn du es bist, gib diesen Code ein:',
    newAddressSubject: 'Bestätige deine neue E-Mail-Adresse',
    newAddressIntro: 'Gib diesen Code ein, um diese Adresse zur E-Mail-Adresse deiner Wallet zu machen:',
  },
  es: {
    loginSubject: 'Tu código de inicio de sesión',
    loginIntro: 'Tu código para iniciar sesión en tu billetera en {site}:',
    codeExpiry:
      'Caduca en {minutes} minutos. Si no lo pediste, ignora este correo: nadie puede iniciar sesión sin el código.',
    deviceSubject: 'Aprueba un dispositivo nuevo para tu billetera',
    deviceBody:
      'Alguien está iniciando sesión en tu billetera en {site} desde un dispositivo nuevo.\n\nSi eres tú, aprueba este dispositivo:\n{link}\n\nEl enlace caduca en {minutes} minutos. Si no eres tú, ignora este correo.',
    approvedIntro: 'Este dispositivo está aprobado. Tu código para iniciar sesión en tu billetera en {site}:',
    changeSubject: 'Confirma el cambio de tu correo electrónico',
    changeIntro:
      'Alguien pidió cambiar el correo de tu billetera a {email}. Si eres tú, introduce este código:',
    newAddressSubject: 'Confirma tu nueva dirección de correo',
    newAddressIntro: 'Introduce este código para que esta sea la dirección de correo de tu billetera:',
  },
  fr: {
    loginSubject: 'Votre code de connexion',
    loginIntro: 'Votre code pour vous connecter à votre portefeuille sur {site} :',
    codeExpiry:
      'Il expire dans {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans le code.',
    deviceSubject: 'Approuvez un nouvel appareil pour votre portefeuille',
    deviceBody:
      'Quelqu’un se connecte à votre portefeuille sur {site} depuis un nouvel appareil.\n\nSi c’est vous, approuvez cet appareil :\n{link}\n\nLe lien expire dans {minutes} minutes. Si ce n’est pas vous, ignorez cet e-mail.',
    approvedIntro:
      'Cet appareil est approuvé. Votre code pour vous connecter à votre portefeuille sur {site} :',
    changeSubject: 'Confirmez le changement de votre adresse e-mail',
    changeIntro:
      'Quelqu’un a demandé à remplacer l’adresse e-mail de votre portefeuille par {email}. Si c’est vous, saisissez ce code :',
    newAddressSubject: 'Confirmez votre nouvelle adresse e-mail',
    newAddressIntro: 'Saisissez ce code pour faire de cette adresse celle de votre portefeuille :',
  },
  ja: {
    loginSubject: 'ログインコード',
    loginIntro: '{site} でウォレットにログインするためのコード:',
    codeExpiry:
      '有効期限は {minutes} 分です。心当たりがない場合はこのメールを無視してください。コードがなければ誰もログインできません。',
    deviceSubject: 'ウォレットの新しいデバイスを承認してください',
    deviceBody:
      '新しいデバイスから {site} であなたのウォレットにログインしようとしています。\n\nご本人の場合は、このデバイスを承認してください:\n{link}\n\nリンクの有効期限は {minutes} 分です。心当たりがない場合はこのメールを無視してください。',
    approvedIntro: 'このデバイスは承認されました。{site} でウォレットにログインするためのコード:',
    changeSubject: 'メールアドレスの変更を確認してください',
    changeIntro:
      'ウォレットのメールアドレスを {email} に変更するリクエストがありました。ご本人の場合は、このコードを入力してください:',
    newAddressSubject: '新しいメールアドレスを確認してください',
    newAddressIntro: 'このアドレスをウォレットのメールアドレスにするには、このコードを入力してください:',
  },
  ko: {
    loginSubject: '로그인 코드',
    loginIntro: '{site}에서 지갑에 로그인하기 위한 코드:',
    codeExpiry:
      '{minutes}분 후에 만료됩니다. 요청하지 않았다면 이 이메일을 무시하세요. 코드 없이는 아무도 로그인할 수 없습니다.',
    deviceSubject: '지갑의 새 기기를 승인하세요',
    deviceBody:
      '누군가 새 기기에서 {site}의 지갑에 로그인하고 있습니다.\n\n본인이라면 이 기기를 승인하세요:\n{link}\n\n링크는 {minutes}분 후에 만료됩니다. 본인이 아니라면 이 이메일을 무시하세요.',
    approvedIntro: '이 기기가 승인되었습니다. {site}에서 지갑에 로그인하기 위한 코드:',
    changeSubject: '이메일 변경을 확인하세요',
    changeIntro:
      '누군가 지갑의 이메일 주소를 {email}(으)로 변경하도록 요청했습니다. 본인이라면 이 코드를 입력하세요:',
    newAddressSubject: '새 이메일 주소를 확인하세요',
    newAddressIntro: '이 주소를 지갑 이메일 주소로 사용하려면 이 코드를 입력하세요:',
  },
  pt: {
    loginSubject: 'Seu código de login',
    loginIntro: 'Seu código para entrar na sua carteira em {site}:',
    codeExpiry:
      'Ele expira em {minutes} minutos. Se você não o pediu, ignore este e-mail: ninguém consegue entrar sem o código.',
    deviceSubject: 'Aprove um novo dispositivo para sua carteira',
    deviceBody:
      'Alguém está entrando na sua carteira em {site} a partir de um novo dispositivo.\n\nSe for você, aprove este dispositivo:\n{link}\n\nO link expira em {minutes} minutos. Se não for você, ignore este e-mail.',
    approvedIntro: 'Este dispositivo foi aprovado. Seu código para entrar na sua carteira em {site}:',
    changeSubject: 'Confirme a alteração do seu e-mail',
    changeIntro:
      'Alguém pediu para alterar o e-mail da sua carteira para {email}. Se for você, digite este código:',
    newAddressSubject: 'Confirme seu novo endereço de e-mail',
    newAddressIntro: 'Digite este código para tornar este o e-mail da sua carteira:',
  },
  ru: {
    loginSubject: 'Ваш код для входа',
    loginIntro: 'Ваш код для входа в кошелёк на {site}:',
    codeExpiry:
      'Он действует {minutes} минут. Если вы его не запрашивали, проигнорируйте это письмо: без кода никто не сможет войти.',
    deviceSubject: 'Подтвердите новое устройство для вашего кошелька',
    deviceBody:
      'Кто-то входит в ваш кошелёк на {site} с нового устройства.\n\nЕсли это вы, подтвердите это устройство:\n{link}\n\nСсылка действует {minutes} минут. Если это не вы, проигнорируйте это письмо.',
    approvedIntro: 'Это устройство подтверждено. Ваш код для входа в кошелёк на {site}:',
    changeSubject: 'Подтвердите смену адреса электронной почты',
    changeIntro:
      'Кто-то запросил смену адреса электронной почты вашего кошелька на {email}. Если это вы, введите этот код:',
    newAddressSubject: 'Подтвердите новый адрес электронной почты',
    newAddressIntro: 'Введите этот код, чтобы сделать этот адрес адресом вашего кошелька:',
  },
  tr: {
    loginSubject: 'Giriş kodunuz',
    loginIntro: '{site} üzerindeki cüzdanınıza giriş kodunuz:',
    codeExpiry:
      '{minutes} dakika içinde geçerliliğini yitirir. Siz istemediyseniz bu e-postayı yok sayın: kod olmadan kimse giriş yapamaz.',
    deviceSubject: 'Cüzdanınız için yeni bir cihazı onaylayın',
    deviceBody:
      'Birisi {site} üzerinde yeni bir cihazdan cüzdanınıza giriş yapıyor.\n\nBu sizseniz, bu cihazı onaylayın:\n{link}\n\nBağlantı {minutes} dakika içinde geçerliliğini yitirir. Siz değilseniz bu e-postayı yok sayın.',
    approvedIntro: 'Bu cihaz onaylandı. {site} üzerindeki cüzdanınıza giriş kodunuz:',
    changeSubject: 'E-posta değişikliğinizi onaylayın',
    changeIntro:
      'Birisi cüzdanınızın e-posta adresini {email} olarak değiştirmek istedi. Bu sizseniz, bu kodu girin:',
    newAddressSubject: 'Yeni e-posta adresinizi onaylayın',
    newAddressIntro: 'Bu adresi cüzdanınızın e-posta adresi yapmak için bu kodu girin:',
  },
  'zh-CN': {
    loginSubject: '你的登录验证码',
    loginIntro: '你在 {site} 登录钱包的验证码：',
    codeExpiry:
      '验证码将在 {minutes} 分钟后过期。如果这不是你的请求，请忽略此邮件：没有验证码任何人都无法登录。',
    deviceSubject: '为你的钱包批准新设备',
    deviceBody:
      '有人正在从新设备登录你在 {site} 的钱包。\n\n如果是你本人，请批准此设备：\n{link}\n\n链接将在 {minutes} 分钟后过期。如果不是你本人，请忽略此邮件。',
    approvedIntro: '此设备已获批准。你在 {site} 登录钱包的验证码：',
    changeSubject: '确认更改你的邮箱',
    changeIntro: '有人请求将你钱包的邮箱地址更改为 {email}。如果是你本人，请输入此验证码：',
    newAddressSubject: '确认你的新邮箱地址',
    newAddressIntro: '输入此验证码，将此地址设为你钱包的邮箱地址：',
  },
  ar: {
    loginSubject: 'رمز تسجيل الدخول',
    loginIntro: 'رمزك لتسجيل الدخول إلى محفظتك على {site}:',
    codeExpiry:
      'تنتهي صلاحيته خلال {minutes} دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول بدون الرمز.',
    deviceSubject: 'وافق على جهاز جديد لمحفظتك',
    deviceBody:
      'يحاول شخص ما تسجيل الدخول إلى محفظتك على {site} من جهاز جديد.\n\nإذا كنت أنت، فوافق على هذا الجهاز:\n{link}\n\nتنتهي صلاحية الرابط خلال {minutes} دقائق. إذا لم تكن أنت، فتجاهل هذه الرسالة.',
    approvedIntro: 'تمت الموافقة على هذا الجهاز. رمزك لتسجيل الدخول إلى محفظتك على {site}:',
    changeSubject: 'أكّد تغيير بريدك الإلكتروني',
    changeIntro: 'طلب شخص ما تغيير البريد الإلكتروني لمحفظتك إلى {email}. إذا كنت أنت، فأدخل هذا الرمز:',
    newAddressSubject: 'أكّد عنوان بريدك الإلكتروني الجديد',
    newAddressIntro: 'أدخل هذا الرمز لجعل هذا العنوان بريد محفظتك الإلكتروني:',
  },
  he: {
    loginSubject: 'קוד הכניסה שלך',
    loginIntro: 'הקוד שלך לכניסה לארנק ב-{site}:',
    codeExpiry:
      'הקוד יפוג בעוד {minutes} דקות. אם לא ביקשת אותו, אפשר להתעלם מהאימייל הזה: אי אפשר להיכנס בלי הקוד.',
    deviceSubject: 'אישור מכשיר חדש לארנק שלך',
    deviceBody:
      'מישהו נכנס לארנק שלך ב-{site} ממכשיר חדש.\n\nאם זה את/ה, יש לאשר את המכשיר הזה:\n{link}\n\nהקישור יפוג בעוד {minutes} דקות. אם זה לא את/ה, אפשר להתעלם מהאימייל הזה.',
    approvedIntro: 'המכשיר הזה אושר. הקוד שלך לכניסה לארנק ב-{site}:',
    changeSubject: 'אישור שינוי כתובת האימייל',
    changeIntro:
      'התקבלה בקשה לשנות את כתובת האימייל של הארנק שלך ל-{email}. אם זה את/ה, יש להזין את הקוד הזה:',
    newAddressSubject: 'אישור כתובת האימייל החדשה',
    newAddressIntro: 'יש להזין את הקוד הזה כדי שזו תהיה כתובת האימייל של הארנק:',
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
